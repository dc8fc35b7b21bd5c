// When a screen reader hears where the sheet came to rest: the one rule both toolkits share. A
// rest after the user's gesture, step or control, at a detent other than the last rest, is
// announced (`SheetEvent.announce`); a move, presentation or re-layout the app made is not, as
// the app knows of it already (Material's and Compose's sheets announce their state changes for
// the same reason; FloatingPanel #488 asks VoiceOver to "explain the new value").

extension SheetInput.Kind {
  /// Whether an input of this kind is the user's own: a touch's end, a wheel or touchpad
  /// scroll, an accessibility step, a tap on the scrim or the grabber, a grabber key, Escape. A
  /// settle it starts may be announced; one started by any other input (a move, presentation,
  /// dismissal, re-layout or configuration from the app) is not.
  public var isUsers: Bool {
    switch self {
    case .touchDown, .touchMove, .touchUp, .touchCancel, .wheel, .scrollGesture, .scrollGestureEnd, .regionScroll,
      .accessibilityIncrement, .accessibilityDecrement, .scrimTap, .escape, .grabberTap, .grabberKey:
      true
    case .resize, .contentHeight, .headerHeight, .scrollTo, .move, .present, .dismiss, .setDetents, .keyboard,
      .keyboardPolicy, .reduceMotion, .style, .focus, .backdrop, .scrollViewOffset, .configure, .answerDismissal,
      .footerHeight, .marker, .scrollRegions, .regionOffset:
      false
    }
  }
}

/// Where a detent stands among the sheet's stops, as a screen reader names it when the app gives
/// the detent no name (``SheetConfiguration/accessibilityNames``): the lowest is `bottom`, the
/// highest `top`, any other `middle`; a single stop is `top`.
public enum SheetAccessibilityPlace: String, Sendable, Hashable, CaseIterable {
  /// The lowest of two or more stops.
  case bottom
  /// A stop between the lowest and the highest.
  case middle
  /// The highest stop (or the only one).
  case top

  /// The place of `position` of `count` (from 1, the lowest).
  public init(position: Int, count: Int) {
    if position >= count {
      self = .top
    } else if position <= 1 {
      self = .bottom
    } else {
      self = .middle
    }
  }
}

extension SheetState {
  /// The name a screen reader gives the detent `id` at `position` of `count`: the app's
  /// (``SheetConfiguration/accessibilityNames``), else its place (`"bottom"`, `"middle"`,
  /// `"top"`, see ``SheetAccessibilityPlace``).
  public func accessibilityName(ofDetent id: String, position: Int, count: Int) -> String {
    configuration.accessibilityNames[id] ?? SheetAccessibilityPlace(position: position, count: count).rawValue
  }

  /// The English words for ``SheetEvent/announce(detent:position:count:)``:
  /// `"Sheet at middle, 2 of 3"` (the detent's name from
  /// ``accessibilityName(ofDetent:position:count:)``). A toolkit with localized strings words
  /// the event itself.
  public func announcement(detent id: String, position: Int, count: Int) -> String {
    "Sheet at \(accessibilityName(ofDetent: id, position: position, count: count)), \(position) of \(count)"
  }

  /// Ends a rest at `id`: announces it when the user's settle ended somewhere new, and
  /// remembers it as the last rest.
  mutating func announceRest(at id: String, events: inout [SheetEvent]) {
    defer {
      restingDetent = id
      settleIsUsers = false
    }
    guard settleIsUsers, id != restingDetent, let (position, count) = accessibilityPosition else { return }
    events.append(.announce(detent: id, position: position, count: count))
  }
}
