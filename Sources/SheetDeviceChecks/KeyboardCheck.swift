#if os(iOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// Check 6: a `Form` of 12 text fields in a modal sheet at `.large`, over a drawer; a text field
  /// on the screen behind the drawer; and the same `Form` without `sheetScrollHandoff()`.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct KeyboardCheck: View {
    /// The fields in the Form.
    static let fieldCount = 12

    var check: DeviceCheck
    @State private var drawerDetent: SheetDetent = .fraction(0.16)
    @State private var drawerEvents = SheetEventTally()
    @State private var showsForm = false
    @State private var formDetent: SheetDetent = .large
    @State private var handsOver = true
    @State private var behindText = ""

    var body: some View {
      NearbyDrawer(detent: $drawerDetent, events: $drawerEvents) {
        CheckPanel(check: check) {
          TextField("The field behind the drawer", text: $behindText)
            .textFieldStyle(.roundedBorder)
          Toggle("sheetScrollHandoff on the Form", isOn: $handsOver)
          Button("Present the Form of 12 fields") { showsForm = true }
            .buttonStyle(.borderedProminent)
          ReadoutLines(lines: ["drawer's selection: \(drawerDetent.id)"] + drawerEvents.lines)
        }
        .frame(maxHeight: 420)
      }
      .bottomSheet(isPresented: $showsForm) {
        Group {
          if handsOver {
            fields.sheetScrollHandoff()
          } else {
            fields
          }
        }
        .sheetDetents([.medium, .large], selection: $formDetent)
      }
    }

    private var fields: some View {
      Form {
        SheetPositionReadout(label: handsOver ? "form, handed over" : "form, no handoff")
        ForEach(Array(1...Self.fieldCount), id: \.self) { number in
          NumberedField(number: number)
        }
      }
    }
  }

  /// A text field with its own text, labelled with its number.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct NumberedField: View {
    var number: Int
    @State private var text = ""

    var body: some View {
      TextField("Field \(number)", text: $text)
    }
  }
#endif
