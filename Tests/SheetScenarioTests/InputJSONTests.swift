import BottomSheetCore
import Foundation
import SheetScenario
import Testing

@Suite("SheetInput ↔ JSON")
struct InputJSONTests {
  @Test("every kind's name is an event type the reader knows")
  func kindsAreEventTypes() throws {
    for kind in SheetInput.Kind.allCases {
      do {
        _ = try Scenario(
          json: Data(#"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"\#(kind.rawValue)"}]}"#.utf8))
      } catch {
        // A kind with required fields names one of them, never the type.
        #expect(error.path != "events[0].type", "\(kind): \(error)")
      }
    }
  }

  @Test("an unknown event type names every type the format knows")
  func unknownType() {
    do {
      _ = try Scenario(json: Data(#"{"container":{"height":800},"detents":[],"events":[{"t":0,"type":"fly"}]}"#.utf8))
      Issue.record("read without error")
    } catch {
      #expect(error.path == "events[0].type")
      #expect(
        error.message
          == "unknown event type \"fly\"; expected one of touchDown, touchMove, touchUp, touchCancel, resize, "
          + "contentHeight, headerHeight, scrollTo, move, present, dismiss, setDetents, accessibilityIncrement, "
          + "accessibilityDecrement, keyboard, keyboardPolicy, reduceMotion, wheel, scrollGesture, scrollGestureEnd, "
          + "style, tick")
    }
  }
}
