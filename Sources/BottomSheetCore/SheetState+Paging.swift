// Page Up and Page Down on the content: how far a page goes at the detent the sheet is at, where
// only part of the content's viewport (laid out at the highest detent) shows.
extension SheetState {
  /// The direction a page key scrolls the content.
  public enum PageDirection: String, Sendable, Hashable, CaseIterable {
    /// Toward the content's top (Page Up).
    case up
    /// Toward the content's end (Page Down).
    case down
  }

  /// How far Page Up or Page Down scrolls the content, in points (≥ 0): the part of the content's
  /// viewport that shows at the detent the sheet rests at or settles toward, above the keyboard
  /// (``contentViewportAboveKeyboard``), less `overlap`, brought into [0, half that part].
  ///
  /// A toolkit that lays the content out once at the highest detent (GTK's scrolled window) pages
  /// by that detent's viewport, so at a lower detent the rows between what shows and the
  /// viewport's end scroll past unseen; this is the part the user sees. The overlap is, as desktop
  /// lists page, the part of the row cut by the far edge that shows (the next page starts with it,
  /// whole), so no row passes unseen; at most half a page, so a page moves at least half of what
  /// shows even when a row is taller than that.
  ///
  /// - Parameter overlap: The part of what shows to show again on the next page, in points: for
  ///   Page Down, the part above the bottom edge of the row that edge cuts; for Page Up, the part
  ///   below the top edge of the row the top edge cuts; 0 when the edge falls between rows. A
  ///   value that is not finite counts as 0.
  /// - Returns: The step, in points.
  public func pageStep(overlap: Double) -> Double {
    let shown = contentViewportAboveKeyboard
    let kept = overlap.isFinite ? min(max(0, overlap), shown / 2) : 0
    return max(0, shown - kept)
  }

  /// The scroll offset Page Up or Page Down takes the content to, in points: the offset moved
  /// ``pageStep(overlap:)`` toward the content's top or end, within the scroll range
  /// [0, ``maximumScrollOffset``]. A toolkit shows it with ``SheetInput/scroll(to:)``.
  ///
  /// - Parameters:
  ///   - direction: Up (toward the top) or down (toward the end).
  ///   - overlap: See ``pageStep(overlap:)``.
  public func pageScrollOffset(_ direction: PageDirection, overlap: Double) -> Double {
    let step = pageStep(overlap: overlap)
    let offset = direction == .down ? scrollOffset + step : scrollOffset - step
    return min(max(0, offset), maximumScrollOffset)
  }
}
