// Pure reads of a sheet's state: what toolkits draw and announce, computed from the stored state.
extension SheetState {
  /// The sheet's velocity in points per second, y downward (negative is upward): the spring's
  /// while settling, the touch's estimate while dragging, 0 at rest.
  public var velocity: Double { heightVelocity == 0 ? 0 : -heightVelocity }

  /// The id of the detent the sheet rests at or is settling toward, or `"hidden"`.
  public var detent: String { selection.current ?? hiddenDetentID }

  /// The y of the sheet's top edge in the container, in points (y downward).
  public var topEdge: Double { container.height - height }

  /// Whether a touch at (`x`, `y`) (points, container coordinates) lands on the sheet: on the
  /// card of the render plan (``SheetRenderPlan/card``), so not beside or below a floating card.
  /// Without `x`, only `y` is tested.
  ///
  /// A sheet that is hidden or on its way out takes no touch.
  public func isOnSheet(x: Double? = nil, y: Double) -> Bool {
    guard isPresented, y.isFinite, height > 0 else { return false }
    let card = cardFrame()
    guard y >= card.y, y <= card.y + card.height else { return false }
    guard let x else { return true }
    return x.isFinite && x >= card.x && x <= card.x + card.width
  }

  /// Where a touch at (`x`, `y`) would land: `nil` for the background. The header and the footer
  /// (``SheetRenderPlan/footer``) are ``ScrollHandoff/Region/header``: a touch there drags the
  /// sheet.
  public func region(atX x: Double? = nil, y: Double) -> ScrollHandoff.Region? {
    guard isOnSheet(x: x, y: y) else { return nil }
    if footerHeight > 0, y >= footerFrame(in: cardFrame()).y { return .header }
    if let kind = regionKind(atX: x, y: y) { return y < topEdge + headerHeight ? .header : kind }
    return y < topEdge + headerHeight || maximumScrollOffset <= grid.halfPixel ? .header : .content
  }

  /// The sheet's position between its lowest (0) and highest (1) detent, clamped to [0, 1], for
  /// effects such as dimming and blur. When all detents share one height, it is the share of
  /// that height shown (0 hidden, 1 at the detent).
  public var progress: Double {
    guard let lowest = detents.first?.height, let highest = detents.last?.height else { return 0 }
    let span = highest - lowest
    let value = span > grid.halfPixel ? (height - lowest) / span : (highest > 0 ? height / highest : 0)
    return value.isFinite ? min(1, max(0, value)) : 0
  }

  /// The position of the detent the sheet rests at or settles toward among the detents, from 0
  /// (the lowest), or `nil` when hidden. ``detents`` has the count.
  public var detentIndex: Int? {
    guard let id = selection.current else { return nil }
    return detents.firstIndex { $0.id == id }
  }

  /// Who took the latest movement of the touch that holds the sheet: ``ScrollHandoff/Consumer/sheet``
  /// when the sheet moved, ``ScrollHandoff/Consumer/scroll`` when the content scrolled; `nil`
  /// when no touch holds the sheet. A toolkit whose scroll view scrolls by itself keeps the
  /// content still while this is `sheet`.
  public var dragConsumer: ScrollHandoff.Consumer? { drag?.lastConsumer }

  /// The position of the detent the sheet rests at or settles toward, counting distinct heights
  /// from 1 (the lowest), and how many there are; `nil` when hidden. ``accessibilityValue`` is
  /// its English wording; a toolkit with localized strings words it itself.
  public var accessibilityPosition: (position: Int, count: Int)? {
    guard let id = selection.current else { return nil }
    return distinctPosition(of: id)
  }

  /// VoiceOver's value for the grabber: `"Position i of n"` for the detent the sheet rests at or
  /// settles toward (1 is the lowest), or `"Hidden"`.
  ///
  /// Positions count distinct heights: detents at one height (a fitted detent that coincides
  /// with `medium`, say) are one position, as an accessibility step never stops between them.
  public var accessibilityValue: String {
    guard let (position, count) = accessibilityPosition else { return "Hidden" }
    return "Position \(position) of \(count)"
  }

  /// The largest scroll offset the content allows, in points: the content height less
  /// ``scrollRangeViewport(headerHeight:)`` (the content's viewport at the highest detent less
  /// the part of it the keyboard covers, under either policy), so the last of the content can
  /// scroll up above the keyboard.
  public var maximumScrollOffset: Double {
    max(0, contentHeight - scrollRangeViewport())
  }

  /// The viewport the scroll range is measured against, in points: the content's viewport at
  /// the highest detent (``contentViewport(atHeight:headerHeight:)``) less the part of it the
  /// keyboard covers (``keyboardOverlap``). ``maximumScrollOffset`` is ``contentHeight`` less
  /// this. A toolkit whose scroll view has other bounds than this (its own layout pads the
  /// content for the keyboard, or keeps a footer) converts its content height against this value,
  /// keyboard included, so that both ranges agree.
  ///
  /// - Parameter header: A header height in points, for a layer that has just measured one; the
  ///   state's ``headerHeight`` when `nil`.
  public func scrollRangeViewport(headerHeight header: Double? = nil) -> Double {
    max(0, contentViewport(atHeight: baseDetents.last?.height ?? 0, headerHeight: header) - keyboardOverlap)
  }

  /// How much of the content's viewport at the highest detent the keyboard covers, in points:
  /// the part of the keyboard (``keyboardHeight`` points tall) the highest detent does not rise
  /// above, less the card's bottom margin and the space the content keeps clear
  /// (``SheetCardStyle/contentBottomInset(in:)``), which the keyboard covers first. Never more
  /// than that viewport. The render plan's scroll view is shorter by as much
  /// (``SheetRenderPlan/scrollViewHeight``) and the scroll range longer (``maximumScrollOffset``),
  /// so the end of the content can scroll up above the keyboard.
  ///
  /// Under ``KeyboardPolicy/expand`` the sheet stays on the container's bottom edge: the whole
  /// keyboard counts. Under ``KeyboardPolicy/lift`` the highest detent rises by the keyboard's
  /// height only as far as the maximum height allows (``detents`` has the lifted heights), and the
  /// part of the keyboard it cannot rise above counts: an 800-point container's 600-point detent
  /// rises 200 points above a 300-point keyboard, which covers the bottom 100 points of its
  /// content. (react-native-screens PR #4573 shrinks a form sheet's content by the part of the
  /// keyboard it cannot be pushed above, as this does.)
  public var keyboardOverlap: Double {
    guard keyboardHeight > 0 else { return 0 }
    let base = baseDetents.last?.height ?? 0
    let lift = liftedHeight(ofDetentAt: base) - base
    // The card as it is at the highest detent: standard there for a morphing card that reaches
    // full height, still floating for one whose highest detent is partial.
    let expansion = cardExpansion(atHeight: base)
    let highest = configuration.style.shape(in: container, expansion: expansion)
    let clear = highest.bottomMargin + highest.contentBottomInset
    let viewport = contentViewport(atHeight: base, expansion: expansion)
    return min(viewport, max(0, keyboardHeight - lift - clear))
  }

  /// A detent `height` points tall as the keyboard leaves it, in points: under
  /// ``KeyboardPolicy/lift`` raised by ``keyboardHeight``, at most to the maximum height (a
  /// detent at or above it stays); under ``KeyboardPolicy/expand``, or with no keyboard, `height`.
  func liftedHeight(ofDetentAt height: Double) -> Double {
    guard configuration.keyboardPolicy == .lift, keyboardHeight > 0 else { return height }
    return min(height + keyboardHeight, max(container.maximumSheetHeight, height))
  }

  /// The height the content gets below the header for a sheet `height` points tall, in points:
  /// the card's height (the sheet's height less the card's bottom margin) less the header, the
  /// footer (``footerHeight``) and the space the content keeps clear at the card's bottom (the
  /// home indicator's, for a standard card). Never negative.
  ///
  /// - Parameters:
  ///   - height: A sheet height, in points.
  ///   - header: A header height in points, for a layer that has just measured one; the state's
  ///     ``headerHeight`` when `nil`.
  public func contentViewport(atHeight height: Double, headerHeight header: Double? = nil) -> Double {
    contentViewport(atHeight: height, headerHeight: header, expansion: cardExpansion(atHeight: height))
  }

  /// The content's viewport for a sheet `height` points tall whose card has the given expansion
  /// (``cardExpansion``), in points.
  private func contentViewport(atHeight height: Double, headerHeight header: Double? = nil, expansion: Double) -> Double
  {
    let shape = configuration.style.shape(in: container, expansion: expansion)
    let card = height - shape.bottomMargin
    return max(0, card - (header ?? headerHeight) - footerHeight - shape.contentBottomInset)
  }

  /// Whether a touch is down that has not yet begun a drag (it is inside its touch slop, or went
  /// sideways and is the content's). For the fuzzer's invariants.
  package var hasPendingTouch: Bool { touch != nil }

  /// Whether the touch inside its slop would give a pull down to the sheet if its drag began now
  /// with the content at its top: a touch on the header, or on the content when the handoff's
  /// `collapse` is not ``HandoffMode/never`` and the drag area is the whole card (the gate a drag
  /// on the content takes as it begins). `false` with no pending touch, and for a touch that is the
  /// content's for its life (it went sideways, or went down outside the drag area).
  ///
  /// A toolkit whose own scroll view sees the touch during the slop keeps it from rubber-banding
  /// past the content's top while this is `true`: the sheet, not the content, takes that pull
  /// once the slop is travelled.
  package var pendingTouchPullDownMovesSheet: Bool {
    guard let touch, touch.mayDrag, !touch.belongsToContent else { return false }
    guard touch.region == .content else { return true }
    return contentGate(atHighest: true, contentAtTop: true).lowers
  }

  /// Whether a drag on the content scrolls it below the highest detent as it does at it: the drag
  /// in progress, or, with none, the next one that begins on the content. True under the
  /// handoff's `expand: .never` (SwiftUI's `presentationContentInteraction(.scrolls)`) and for a
  /// drag area smaller than the card (a touch on the content never moves the sheet); false for a
  /// drag on the header. A toolkit whose own scroll view can scroll lets it scroll natively then
  /// (bounce, indicators, momentum), as at the highest detent, and reports its offsets.
  package var contentScrollsBelowHighestDetent: Bool {
    if let drag { return drag.region == .content && drag.gate.scrollsBelowHighest }
    return contentGate(atHighest: false, contentAtTop: false).scrollsBelowHighest
  }

  /// Whether the touch held now is, for the rest of its life, not the sheet's: it travelled the
  /// slop sideways (the axis test: the content's for its whole life), or went down outside the
  /// drag area on content that cannot scroll, where it can never drag the sheet. `false` with no
  /// pending touch, and for one still inside its slop or dragging. A toolkit whose recognizer
  /// would otherwise stay possible for such a touch fails it, so the recognizers of views around
  /// the sheet stop waiting for it.
  public var pendingTouchIsContents: Bool {
    touch.map { $0.belongsToContent || !$0.mayDrag } ?? false
  }

  /// Whether the content is scrolling on by itself after a release (momentum, as
  /// `UIScrollView.isDecelerating`): ``scrollOffset`` changes on each ``tick(at:)`` until it stops
  /// at rest or at an end. A touch on the content stops it at its touch-down, before the touch
  /// slop decides whose the touch is; a touch on the header stops it once it begins a drag; and
  /// ``SheetInput/scroll(to:)`` stops it.
  public var isDecelerating: Bool { momentum != nil }

  /// The height of the detent with `id`, as it stands now, or `nil`.
  public func height(ofDetent id: String) -> Double? {
    detents.first { $0.id == id }?.height
  }

  /// The container's pixel grid: heights within half a device pixel are one.
  var grid: PixelGrid { container.grid }

  /// The position of the detent `id` among the detents' distinct heights (heights within half a
  /// device pixel are one position; from 1, the lowest), 0 when the detents do not hold it, and
  /// how many distinct heights there are: the one count both ``accessibilityPosition`` and the
  /// accessibility actions use.
  func distinctPosition(of id: String) -> (position: Int, count: Int) {
    var position = 0
    var count = 0
    var previous = -Double.infinity
    for detent in detents {
      if detent.height - previous > grid.halfPixel {
        count += 1
        previous = detent.height
      }
      if detent.id == id { position = count }
    }
    return (position, count)
  }
}
