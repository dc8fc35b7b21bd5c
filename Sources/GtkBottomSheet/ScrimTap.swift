/// What a tap on the scrim (the dimmed background above a sheet) does.
///
/// As with UIKit's sheets: a tap on the dimming dismisses the sheet unless dismissal is turned
/// off (`isModalInPresentation`). A sheet that cannot be dismissed but leaves the background
/// interactive up to a detent goes back down to that detent instead, so one tap always gives the
/// background back; a modal sheet that cannot be dismissed ignores the tap.
package enum ScrimTap: Sendable, Hashable {
  /// Hide the sheet.
  case dismiss
  /// Move the sheet down to this detent, the largest through which the background is undimmed.
  case collapse(to: String)
  /// Nothing happens.
  case ignore

  /// The action for a tap on the scrim.
  ///
  /// - Parameters:
  ///   - allowsDismissal: Whether the sheet may be dismissed by the user.
  ///   - undimmedThrough: The largest detent through which the background stays interactive, or
  ///     `nil` for a modal sheet.
  package init(allowsDismissal: Bool, undimmedThrough: String?) {
    if allowsDismissal {
      self = .dismiss
    } else if let undimmedThrough {
      self = .collapse(to: undimmedThrough)
    } else {
      self = .ignore
    }
  }
}
