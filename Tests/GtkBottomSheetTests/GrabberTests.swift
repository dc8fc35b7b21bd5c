import BottomSheetCore
import CGtk4
import GtkBottomSheet
import Testing

@Suite("Grabber keys and accessibility")
struct GrabberTests {
  @Test("GDK's arrows, Page Up and Down, Home and End (and their keypad keys) are the grabber's keys")
  func keysFromKeyvals() {
    func key(_ keyval: Int32) -> SheetInput.GrabberKey? { GrabberKey.key(forKeyval: UInt32(keyval)) }
    #expect(key(GDK_KEY_Up) == .up)
    #expect(key(GDK_KEY_KP_Up) == .up)
    #expect(key(GDK_KEY_Down) == .down)
    #expect(key(GDK_KEY_KP_Down) == .down)
    #expect(GrabberKey.key(forKeyval: 0xff52) == .up)
    #expect(key(GDK_KEY_Page_Up) == .pageUp)
    #expect(key(GDK_KEY_KP_Page_Up) == .pageUp)
    #expect(key(GDK_KEY_Page_Down) == .pageDown)
    #expect(key(GDK_KEY_KP_Page_Down) == .pageDown)
    #expect(key(GDK_KEY_Home) == .home)
    #expect(key(GDK_KEY_KP_Home) == .home)
    #expect(key(GDK_KEY_End) == .end)
    #expect(key(GDK_KEY_KP_End) == .end)
  }

  @Test func otherKeysAreLeftToGtk() {
    #expect(GrabberKey.key(forKeyval: UInt32(GDK_KEY_Left)) == nil)
    #expect(GrabberKey.key(forKeyval: UInt32(GDK_KEY_Tab)) == nil)
    #expect(GrabberKey.key(forKeyval: UInt32(GDK_KEY_space)) == nil)
    #expect(GrabberKey.key(forKeyval: UInt32(GDK_KEY_Escape)) == nil, "Escape is the window's shortcut")
  }

  static let drawer = SheetConfiguration(
    detents: [
      SheetDetent(id: "low", .fraction(0.16)), SheetDetent(id: "mid", .fraction(0.5)),
      SheetDetent(id: "high", .fraction(0.88)),
    ],
    initialDetent: "low")

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
