/// When a drag on the content may hand over between the sheet and the content, in one direction.
///
/// The names follow Software Mansion's sheet (`handoff` / `initial` / `none`, per direction) in
/// this project's words; see ``ScrollHandoffRules``.
public enum HandoffMode: String, Sendable, Hashable, CaseIterable {
  /// Within one movement: the sheet reaches its bound and the rest of the same movement goes on
  /// (the content scrolls, or the sheet moves). Today's rule, as Apple Maps does.
  case midGesture
  /// Only as the gesture starts: the state when the finger went down decides, and the gesture
  /// never changes hands after.
  case atStart
  /// Never: the drag on the content does not move the sheet in this direction.
  case never
}

/// What a drag on the sheet's scrollable content does in each direction: the rules of the scroll
/// handoff (``ScrollHandoff``).
///
/// - term `expand` (finger up, the sheet below its highest detent): ``HandoffMode/midGesture`` —
///   the sheet rises to its highest detent and the rest of the same movement scrolls the content
///   (the default); ``HandoffMode/atStart`` — a gesture that begins below the highest detent
///   moves only the sheet (past the highest detent into the rubber band), and only a gesture
///   that begins at the highest detent scrolls; ``HandoffMode/never`` — the content scrolls at
///   every detent and the sheet never rises by a drag on it (Apple's
///   `presentationContentInteraction(.scrolls)`; the default is its `.resizes`): below the
///   highest detent a downward drag also scrolls the content back to its top first.
/// - term `collapse` (finger down, the content scrolled below its top): ``HandoffMode/midGesture``
///   — the content scrolls back to its top and the rest of the same movement lowers the sheet
///   (the default); ``HandoffMode/atStart`` — only a gesture that begins with the content at its
///   top lowers the sheet, so scrolling back to the top never collapses the sheet by accident;
///   ``HandoffMode/never`` — a drag on the content never lowers the sheet (the header does).
///
/// Movement a rule holds back is the content's, as an overscroll at its end: it moves nothing,
/// and the release's velocity then belongs to the content, so a flick cannot do what the drag
/// could not.
///
/// `carriesMomentum`: an upward flick on the content that carries the sheet to its highest
/// detent under `expand` ``HandoffMode/midGesture`` hands what is left of its momentum to the
/// content (Flutter #116981): the projection of the release velocity
/// (``SnappingRule/projection``) less the sheet's way to the highest detent is how far the
/// content scrolls on, decelerating from the release (``ScrollMomentum``). Off by default, as
/// on Apple's sheets, where such a flick only expands the sheet.
public struct ScrollHandoffRules: Sendable, Hashable {
  /// The rule for an upward drag while the sheet is below its highest detent.
  public var expand: HandoffMode
  /// The rule for a downward drag while the content is scrolled below its top.
  public var collapse: HandoffMode
  /// Whether a flick that expands the sheet to its highest detent hands its remaining momentum to
  /// the content.
  public var carriesMomentum: Bool

  /// Creates rules; the defaults are today's (mid-gesture both ways, no carried momentum).
  public init(expand: HandoffMode = .midGesture, collapse: HandoffMode = .midGesture, carriesMomentum: Bool = false) {
    self.expand = expand
    self.collapse = collapse
    self.carriesMomentum = carriesMomentum
  }

  /// Whether the content scrolls below the highest detent (`expand` ``HandoffMode/never``):
  /// Apple's `.scrolls`.
  public var contentScrollsBelowHighestDetent: Bool { expand == .never }
}

/// The part of the sheet a drag may start on; the rest belongs to the content.
///
/// A touch outside the drag area never moves the sheet: on scrollable content it scrolls the
/// content (at every detent, as under `expand` ``HandoffMode/never`` and `collapse`
/// ``HandoffMode/never``); elsewhere it is the content's (a map, a slider, a search field), and a
/// touch that lifts before the touch slop is still a tap. A touch there on a sheet in motion does
/// not catch it. Vaul's `handleOnly`, gorhom's `enableContentPanningGesture: false`, Ionic's
/// `handleBehavior`.
public enum SheetDragArea: String, Sendable, Hashable, CaseIterable {
  /// The whole card: header and content (the default).
  case card
  /// Only the header (the top ``SheetState/headerHeight`` points of the card).
  case header
  /// Only the grabber's row: the top ``SheetConfiguration/grabberHeight`` points of the card.
  case grabber
}

extension ScrollHandoff {
  /// What one drag on the content may do, fixed as it begins from the rules and the state then.
  struct Gate: Sendable, Hashable {
    /// The content scrolls below the highest detent and an upward drag never raises the sheet.
    var scrollsBelowHighest = false
    /// Upward: once the sheet reaches its highest detent, the rest of the movement scrolls.
    var handsOverUp = true
    /// Downward: once the content reaches its top, the rest of the movement lowers the sheet.
    var lowers = true
    /// Whether the drag may move the sheet at all (false outside the drag area).
    var movesSheet = true

    /// Today's rule: mid-gesture both ways.
    static let midGesture = Gate()

    /// The gate for a drag that begins with the sheet at `atHighest` and the content at its top
    /// (`contentAtTop`), under `rules`; `mayMoveSheet` is false for a touch outside the drag area.
    init(rules: ScrollHandoffRules, atHighest: Bool, contentAtTop: Bool, mayMoveSheet: Bool = true) {
      guard mayMoveSheet else {
        self.init(scrollsBelowHighest: true, handsOverUp: true, lowers: false, movesSheet: false)
        return
      }
      switch rules.expand {
      case .midGesture: self.init(scrollsBelowHighest: false, handsOverUp: true, lowers: true)
      case .atStart: self.init(scrollsBelowHighest: false, handsOverUp: atHighest, lowers: true)
      case .never: self.init(scrollsBelowHighest: true, handsOverUp: true, lowers: true)
      }
      switch rules.collapse {
      case .midGesture: break
      case .atStart: lowers = contentAtTop
      case .never: lowers = false
      }
    }

    init(scrollsBelowHighest: Bool = false, handsOverUp: Bool = true, lowers: Bool = true, movesSheet: Bool = true) {
      self.scrollsBelowHighest = scrollsBelowHighest
      self.handsOverUp = handsOverUp
      self.lowers = lowers
      self.movesSheet = movesSheet
    }
  }

  /// Divides a finger movement on the content between the sheet and the content under `gate`.
  ///
  /// With ``Gate/midGesture`` this is ``divide(_:sheetRaw:highest:scrollOffset:maximumScrollOffset:tolerance:)``.
  /// Movement the gate holds back is returned in ``Share/held`` (points, upward positive): the
  /// content's, as an overscroll at its end, which moves nothing.
  static func divide(
    _ delta: Double, sheetRaw: Double, highest: Double, scrollOffset: Double, maximumScrollOffset: Double,
    tolerance: Double, gate: Gate
  ) -> Share {
    guard gate != .midGesture else {
      return divide(
        delta, sheetRaw: sheetRaw, highest: highest, scrollOffset: scrollOffset,
        maximumScrollOffset: maximumScrollOffset, tolerance: tolerance)
    }
    let scrollable = maximumScrollOffset > tolerance
    var share = Share(sheet: 0, scroll: 0)
    guard gate.movesSheet else {
      // Outside the drag area the content scrolls, and what it cannot take is held.
      share.scroll = min(max(delta, -scrollOffset), max(0, maximumScrollOffset - scrollOffset))
      share.held = delta - share.scroll
      return share
    }
    if delta > 0 {
      var rest = delta
      if !gate.scrollsBelowHighest || !scrollable, sheetRaw < highest - tolerance {
        share.sheet = min(rest, highest - sheetRaw)
        rest -= share.sheet
      }
      guard rest > 0 else { return share }
      if scrollable, gate.handsOverUp {
        share.scroll = max(0, min(rest, maximumScrollOffset - scrollOffset))
        share.held = rest - share.scroll
      } else {
        share.sheet += rest
      }
    } else {
      var rest = -delta
      if sheetRaw > highest + tolerance {
        let down = min(rest, sheetRaw - highest)
        share.sheet -= down
        rest -= down
      }
      guard rest > 0 else { return share }
      let atTop = gate.scrollsBelowHighest || sheetRaw + share.sheet >= highest - tolerance
      if scrollable, atTop, scrollOffset > 0 {
        let up = min(rest, scrollOffset)
        share.scroll = -up
        rest -= up
      }
      guard rest > 0 else { return share }
      if gate.lowers {
        share.sheet -= rest
      } else {
        share.held = -rest
      }
    }
    return share
  }
}
