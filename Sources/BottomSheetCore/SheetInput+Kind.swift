extension SheetInput {
  /// Which input a ``SheetInput`` is, without its values.
  ///
  /// The raw value is the input's event `type` in the scenario format (`"touchDown"`,
  /// `"scrollTo"`, …), so a reader switches over the kinds (and the compiler checks it covers
  /// every one) and the list of event types is `allCases`. The cases are in the order the
  /// format documents them.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``SheetInput/touchDown(x:y:)``.
    case touchDown
    /// ``SheetInput/touchMove(x:y:)``.
    case touchMove
    /// ``SheetInput/touchUp(x:y:)``.
    case touchUp
    /// ``SheetInput/touchCancel``.
    case touchCancel
    /// ``SheetInput/resize(_:)``.
    case resize
    /// ``SheetInput/contentHeight(_:)``.
    case contentHeight
    /// ``SheetInput/headerHeight(_:)``.
    case headerHeight
    /// ``SheetInput/footerHeight(_:)``.
    case footerHeight
    /// ``SheetInput/marker(_:bottom:)``.
    case marker
    /// ``SheetInput/scrollRegions(_:)``.
    case scrollRegions
    /// ``SheetInput/regionOffset(_:_:)``.
    case regionOffset
    /// ``SheetInput/regionScroll(x:y:deltaX:deltaY:isWheel:)``.
    case regionScroll
    /// ``SheetInput/scroll(to:)``.
    case scrollTo
    /// ``SheetInput/move(to:animated:)``.
    case move
    /// ``SheetInput/present``.
    case present
    /// ``SheetInput/dismiss``.
    case dismiss
    /// ``SheetInput/setDetents(_:)``.
    case setDetents
    /// ``SheetInput/accessibilityIncrement``.
    case accessibilityIncrement
    /// ``SheetInput/accessibilityDecrement``.
    case accessibilityDecrement
    /// ``SheetInput/keyboard(height:duration:curve:)``.
    case keyboard
    /// ``SheetInput/keyboardPolicy(_:)``.
    case keyboardPolicy
    /// ``SheetInput/reduceMotion(_:)``.
    case reduceMotion
    /// ``SheetInput/wheel(steps:stepLength:)``.
    case wheel
    /// ``SheetInput/scrollGesture(delta:phase:device:)``.
    case scrollGesture
    /// ``SheetInput/scrollGestureEnd``.
    case scrollGestureEnd
    /// ``SheetInput/style(_:)``.
    case style
    /// ``SheetInput/focus(y:height:)``.
    case focus
    /// ``SheetInput/backdrop(_:)``.
    case backdrop
    /// ``SheetInput/scrimTap``.
    case scrimTap
    /// ``SheetInput/escape``.
    case escape
    /// ``SheetInput/grabberTap``.
    case grabberTap
    /// ``SheetInput/grabberKey(_:)``.
    case grabberKey
    /// ``SheetInput/scrollViewOffset(_:)``.
    case scrollViewOffset
    /// ``SheetInput/configure(_:)``.
    case configure
    /// ``SheetInput/answerDismissal(_:)``.
    case answerDismissal
  }

  /// Which input this is.
  public var kind: Kind {
    switch self {
    case .touchDown: .touchDown
    case .touchMove: .touchMove
    case .touchUp: .touchUp
    case .touchCancel: .touchCancel
    case .resize: .resize
    case .contentHeight: .contentHeight
    case .headerHeight: .headerHeight
    case .footerHeight: .footerHeight
    case .marker: .marker
    case .scrollRegions: .scrollRegions
    case .regionOffset: .regionOffset
    case .regionScroll: .regionScroll
    case .scroll: .scrollTo
    case .move: .move
    case .present: .present
    case .dismiss: .dismiss
    case .setDetents: .setDetents
    case .accessibilityIncrement: .accessibilityIncrement
    case .accessibilityDecrement: .accessibilityDecrement
    case .keyboard: .keyboard
    case .keyboardPolicy: .keyboardPolicy
    case .reduceMotion: .reduceMotion
    case .wheel: .wheel
    case .scrollGesture: .scrollGesture
    case .scrollGestureEnd: .scrollGestureEnd
    case .style: .style
    case .focus: .focus
    case .backdrop: .backdrop
    case .scrimTap: .scrimTap
    case .escape: .escape
    case .grabberTap: .grabberTap
    case .grabberKey: .grabberKey
    case .scrollViewOffset: .scrollViewOffset
    case .configure: .configure
    case .answerDismissal: .answerDismissal
    }
  }
}
