import BottomSheetCore
import CGtk4
import GtkBottomSheet
import Testing

@Suite("Grabber keys and accessibility")
struct GrabberTests {
  @Test func upAndDownStepTheSheet() {
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_Up)) == .accessibilityIncrement)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_KP_Up)) == .accessibilityIncrement)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_Down)) == .accessibilityDecrement)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_KP_Down)) == .accessibilityDecrement)
    #expect(GrabberKey.input(forKeyval: 0xff52) == .accessibilityIncrement)
  }

  @Test func otherKeysAreLeftToGtk() {
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_Left)) == nil)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_Tab)) == nil)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_space)) == nil)
  }

  static let drawer = SheetConfiguration(
    detents: [
      SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .fraction(0.5)),
      SheetDetent(id: "high", .fraction(0.88)),
    ],
    initialDetent: "low")

  @Test("Page Up and Down step, Home and End go to the highest and lowest detent")
  func sliderKeys() {
    let state = SheetState(configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1))
    func input(_ key: Int32) -> SheetInput? { GrabberKey.input(forKeyval: UInt32(key), in: state) }
    #expect(input(GDK_KEY_Page_Up) == .accessibilityIncrement)
    #expect(input(GDK_KEY_KP_Page_Up) == .accessibilityIncrement)
    #expect(input(GDK_KEY_Page_Down) == .accessibilityDecrement)
    #expect(input(GDK_KEY_Home) == .move(to: "high", animated: true))
    #expect(input(GDK_KEY_KP_End) == .move(to: "low", animated: true))
    #expect(input(GDK_KEY_Up) == .accessibilityIncrement)
    #expect(input(GDK_KEY_space) == nil)
    let hidden = SheetState(
      configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1), presented: false)
    #expect(GrabberKey.input(forKeyval: UInt32(GDK_KEY_Home), in: hidden) == nil)
  }

  @Test("a tap on the grabber cycles up through the detents and from the highest back to the lowest")
  func tapCycles() throws {
    var state = SheetState(configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1))
    var visited: [String] = []
    for time in 1...4 {
      let input = try #require(GrabberTap.input(in: state))
      _ = state.apply(input, at: Double(time))
      visited.append(state.detent)
    }
    #expect(visited == ["mid", "high", "low", "mid"])
    let single = SheetState(
      configuration: SheetConfiguration(detents: [.medium, SheetDetent(id: "same", .fraction(0.5))]),
      container: SheetContainer(height: 844, scale: 1))
    #expect(GrabberTap.input(in: single) == nil, "coincident detents are one stop")
  }

  @Test func theSliderSpansTheDetentsAndSitsAtTheCurrentOne() {
    var state = SheetState(configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1))
    var value = GrabberAccessibility(state: state)
    #expect(value == GrabberAccessibility(minimum: 1, maximum: 3, now: 1, text: "Position 1 of 3"))
    _ = state.apply(.move(to: "high", animated: false), at: 1)
    value = GrabberAccessibility(state: state)
    #expect(value == GrabberAccessibility(minimum: 1, maximum: 3, now: 3, text: "Position 3 of 3"))
  }

  @Test func theValueIsTheTargetWhileSettling() {
    var state = SheetState(configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1))
    _ = state.apply(.accessibilityIncrement, at: 1)
    #expect(state.phase == .settling)
    #expect(GrabberAccessibility(state: state).now == 2)
    #expect(GrabberAccessibility(state: state).text == "Position 2 of 3")
  }

  @Test func aHiddenSheetReadsHiddenAtTheMinimum() {
    let state = SheetState(
      configuration: Self.drawer, container: SheetContainer(height: 844, scale: 1), presented: false)
    let value = GrabberAccessibility(state: state)
    #expect(value.now == 1)
    #expect(value.text == "Hidden")
  }
}
