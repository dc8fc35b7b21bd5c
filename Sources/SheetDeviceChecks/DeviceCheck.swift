#if os(iOS) || os(Linux)
  /// One row of the table "Check these first on a device" in the layer's article *On Apple
  /// platforms*, as its screen shows it: the row's number, where to run it, the steps and the
  /// expected outcome.
  ///
  /// The article's table is the source; the text here is that row's, shortened to what the screen
  /// sets up. `DeviceCheckCatalogTests` fails when a number here is no longer a row of the table.
  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct DeviceCheck: Sendable, Hashable, Identifiable {
    /// The row's number in the table.
    var number: Int
    /// A few words naming the setup.
    var title: String
    /// The devices and systems the row names.
    var device: String
    /// What to do, in order.
    var steps: [String]
    /// What should be seen.
    var expected: [String]
    /// The screen that sets the row up.
    var screen: Screen

    var id: Int { number }

    /// The screens, one per check.
    enum Screen: Sendable, Hashable, CaseIterable {
      case listDrag, nativeScrolling, headerField, filters, systemSheet, keyboard, tray, progressReaders
      case presentedAtLaunch
    }
  }

  @available(iOS 17, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  extension DeviceCheck {
    /// The checks that have a screen, by number. (The table runs 22 after 5; it has two rows
    /// numbered 14, and the screen is the first's.)
    static let all: [DeviceCheck] = [
      DeviceCheck(
        number: 1, title: "Drag from a list row across every detent", device: "iPhone",
        steps: [
          "The drawer rests at 0.16. Put a finger on a list row and drag up slowly past 0.88 without lifting, then back down to 0.16.",
          "Screen-record at 60 fps, with the trace on (SWIFT_BOTTOM_SHEET_TRACE=1): note the pan lines of each touch (see the article).",
        ],
        expected: [
          "The card follows after about 10 pt; the rows stay fixed relative to the card (no shimmer, no double movement).",
          "At the top the list scrolls with no jump; on the way down the list reaches its top, then the card descends, in one gesture.",
          "No \"Modifying state during view update\" in the console.",
        ],
        screen: .listDrag),
      DeviceCheck(
        number: 2, title: "Native scrolling, and a short Form", device: "iPhone",
        steps: [
          "Raise the drawer to 0.88 and flick the list; at its top, pull down slowly.",
          "Present the short Form (4 rows, at .large): drag down and back up in one gesture.",
        ],
        expected: [
          "Bounce, indicators and native deceleration; at the top the drag hands over to the sheet.",
          "The short Form's rows do not jump; note whether they snap about 5 pt as the card starts moving.",
        ],
        screen: .nativeScrolling),
      DeviceCheck(
        number: 3, title: "A drawer with a TextField header", device: "iPhone",
        steps: [
          "Drag down starting on the field; tap it; with it focused, drag across its text."
        ],
        expected: [
          "The sheet follows the drag that starts on the field.",
          "The tap focuses the field; the focused field's drag selects text and the sheet stays.",
        ],
        screen: .headerField),
      DeviceCheck(
        number: 4, title: "Filters under withAnimation, five dismissals", device: "iPhone",
        steps: [
          "Present Filters with the button (it wraps the binding in withAnimation(.easeInOut(duration: 1))).",
          "Dismiss it five times, once each way: a tap on the scrim, a drag down, \"Dismiss by the binding\", \"Dismiss with @Environment(\\.dismiss)\", \"Dismiss with BottomSheetProxy.dismiss()\".",
        ],
        expected: [
          "No system slide in or out; the map and the drawer stay visible and dimmed behind.",
          "The card rises and leaves on its spring.",
          "onDismiss ×1 for every presentation, after the card has gone (the readout).",
        ],
        screen: .filters),
      DeviceCheck(
        number: 5, title: "Over a system sheet; a drawer inside one", device: "iPhone (iOS 17 too)",
        steps: [
          "Present the system sheet; in it tap \"Set the bottomSheet binding\"; dismiss the system sheet; then present the bottom sheet again.",
          "Tap \"Toggle 20 times within one frame\", then present again.",
          "Present the system sheet holding a drawer and drag the drawer down.",
        ],
        expected: [
          "Nothing shows; the binding returns to false within about 1 s; onDismiss ×1; the next presentation works.",
          "After the 20 toggles the binding is false and the next presentation works.",
          "The drawer moves and the system sheet does not (its dismissals stay 0), on iOS 17 too.",
        ],
        screen: .systemSheet),
      DeviceCheck(
        number: 6, title: "Keyboard: 12 fields, a field behind, no handoff", device: "iPhone",
        steps: [
          "Present the Form at .large and focus the 12th of its 12 fields.",
          "Dismiss it, then focus the field on this screen, behind the drawer.",
          "Turn off \"sheetScrollHandoff on the Form\", present again: drag down from a row at .large, up from one at .medium.",
        ],
        expected: [
          "The field ends above the 336-pt keyboard, the sheet moving on the keyboard's curve, with no double scroll.",
          "For the field behind, and for the Form's fields over the drawer, the drawer does not rise (its detent stays).",
          "Without the modifier the sheet and the form both follow the drag to its end: neither springs back nor stops.",
        ],
        screen: .keyboard),
      DeviceCheck(
        number: 7, title: "Fitted tray, Continue, rows, the map beside", device: "iPhone",
        steps: [
          "Tray: switch it between 180 and 420 pt; press \"Continue\", drag down 60 pt and release; then tap \"Continue\" without moving.",
          "Rows: drag the drawer from a Button row and from the long-press row.",
          "Floating: with the drawer at 0.16, tap the map 8 pt below and beside the card.",
        ],
        expected: [
          "The tray springs between heights, never clipped, above the home indicator, and follows the whole 60 pt.",
          "After the drag \"Continue\" has not run; after the tap it has (the counter).",
          "The drawer follows each drag from a row, with no spring-back under the finger; the row's action does not run.",
          "The map gets the touches beside the card (its counter).",
        ],
        screen: .tray),
      DeviceCheck(
        number: 14, title: "Filters standard; two progress readers", device: "iPhone, iOS 18",
        steps: [
          "Open Filters and raise it to .large; dismiss it.",
          "Drag the drawer, watching the two readouts in its header.",
        ],
        expected: [
          "Filters is standard (not floating), and the screen is not blurred by it.",
          "The SheetProgress readout follows the drag; the \\.sheetProgress one does not (a snapshot).",
        ],
        screen: .progressReaders),
      DeviceCheck(
        number: 22, title: "Presented at launch, after a pop, after a system sheet",
        device: "iPhone, iOS 18 and 26",
        steps: [
          "Turn on \"Open at the next launch\", quit the app from the app switcher, launch it again (a Debug build).",
          "On this screen: push the next screen, set the binding there, pop back.",
          "Present the system sheet and use its button, which dismisses it and sets the binding.",
        ],
        expected: [
          "After launch the sheet is on screen and stays: the binding still true, no onDismiss, no flash.",
          "The same after the pop and after the system sheet's dismissal.",
          "With the coordinator's steps logged: the appearance clock starts once the scene is active, not at the first body.",
        ],
        screen: .presentedAtLaunch),
    ]

    /// The check with this table number, if it has a screen.
    static func numbered(_ number: Int) -> DeviceCheck? {
      all.first { $0.number == number }
    }
  }
#endif
