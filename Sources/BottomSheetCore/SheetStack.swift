/// Sheets presented from sheets: a stack, bottom first, and the rules that tie them together.
///
/// A sheet presented from another sheet's content stands in front of it: the sheet below steps
/// back as the one in front rises (``SheetStepBack``, after vaul's nested drawers and iOS page
/// sheets) and comes forward as it goes; the scrims do not dim twice
/// (``drawnDimmings(_:)``); input and focus belong to the top sheet that is presented
/// (``owner(of:)``), and the sheets below it are inert (``isInert(sheetAt:in:)``).
///
/// The rules are static functions of the sheets' states, bottom first, so a toolkit that keeps a
/// ``SheetSession`` per sheet calls them with each session's ``SheetSession/state``:
///
/// ```swift
/// let states = [tray.state, confirm.state]  // bottom first
/// let back = SheetStack.stepBack(ofSheetAt: 0, in: states)  // the tray's scale, offset, corners
/// let scrims = SheetStack.backdrops(of: states)  // each sheet's scrim as drawn
/// let owner = SheetStack.owner(of: states)  // 1 while the confirm sheet is presented
/// ```
///
/// A ``SheetStack`` value holds the sessions itself and routes each input by these rules: the
/// scenario replay (`sheet-sim`) and the fuzzer use it.
public struct SheetStack: Sendable {
  /// The sheets, bottom first: index 0 is presented over the app, each next one from the
  /// content of the one below.
  public internal(set) var sessions: [SheetSession]
  /// The constants of the step-back (``SheetStackStyle/standard`` unless set).
  public var style = SheetStackStyle.standard
  /// The sheet that took the touch-down of the touch under way: its moves, release and
  /// cancellation go there too. `nil` with no touch down.
  public internal(set) var touchSheet: Int?

  /// Creates a stack of these sessions, bottom first.
  public init(_ sessions: [SheetSession]) {
    self.sessions = sessions
  }

  /// The sheets' states, bottom first.
  public var states: [SheetState] { sessions.map(\.state) }
}

// MARK: - The rules

extension SheetStack {
  /// How many steps back the sheet at `index` stands: the sum of the presented shares
  /// (``SheetState/presentedShare``) of every sheet above it. 0 for the top sheet and for an
  /// index outside the stack.
  ///
  /// - Parameters:
  ///   - index: The sheet's place, 0 at the bottom.
  ///   - sheets: The stack's states, bottom first.
  /// - Complexity: O(n) for n sheets.
  public static func depth(ofSheetAt index: Int, in sheets: [SheetState]) -> Double {
    guard index >= 0, index < sheets.count else { return 0 }
    var depth = 0.0
    for above in sheets[(index + 1)...] { depth += above.presentedShare }
    return depth
  }

  /// How many steps back the app's content stands behind the stack: the sum of the presented
  /// shares of every sheet. 0 for an empty stack.
  ///
  /// - Complexity: O(n) for n sheets.
  public static func backgroundDepth(in sheets: [SheetState]) -> Double {
    var depth = 0.0
    for sheet in sheets { depth += sheet.presentedShare }
    return depth
  }

  /// How the sheet at `index` steps back (``SheetStepBack/init(depth:containerWidth:style:)`` at
  /// ``depth(ofSheetAt:in:)`` and the sheet's container width); ``SheetStepBack/none`` for the
  /// top sheet and for an index outside the stack.
  ///
  /// A toolkit draws the sheet's card (``SheetRenderPlan/card``) through
  /// ``SheetStepBack/applied(to:)``.
  /// - Complexity: O(n) for n sheets.
  public static func stepBack(
    ofSheetAt index: Int, in sheets: [SheetState], style: SheetStackStyle = .standard
  ) -> SheetStepBack {
    guard index >= 0, index < sheets.count else { return .none }
    let depth = depth(ofSheetAt: index, in: sheets)
    return depth > 0 ? SheetStepBack(depth: depth, containerWidth: sheets[index].container.width, style: style) : .none
  }

  /// How the app's content behind the stack steps back, when the bottom sheet's configuration
  /// scales the background (``SheetConfiguration/scalesBackground``, as iOS page sheets and
  /// vaul's `shouldScaleBackground`); ``SheetStepBack/none`` otherwise.
  ///
  /// The app's content steps back once, however many sheets stand in front of it (iOS keeps the
  /// presenting screen one step back while page sheets stack on page sheets), and moves *down*,
  /// so its rounded top corners show below the status bar, where a sheet's card moves up. With
  /// `d = min(1, backgroundDepth(in:))`, `W` the bottom sheet's container width and `top` its top
  /// safe-area inset (points), after vaul's `shouldScaleBackground` (`scale((W − 26) / W)`, then
  /// `translate3d(0, calc(env(safe-area-inset-top) + 14px), 0)`):
  /// - `depth = d`;
  /// - `scale = max(minimumScale, 1 − backgroundDisplacement · d / W)`;
  /// - `offsetY = (top + backgroundTopGap) · d` (points, y downward: down);
  /// - `cornerRadius = cornerRadius · d`, growing from 0 as the bottom sheet presents.
  ///
  /// In a 390 × 844 container with a 47-point top inset, a sheet at rest gives scale
  /// `364 / 390 ≈ 0.933333`, offset +61 and corner radius 10.
  /// - Complexity: O(n) for n sheets.
  public static func backgroundStepBack(in sheets: [SheetState], style: SheetStackStyle = .standard) -> SheetStepBack {
    guard let bottom = sheets.first, bottom.configuration.scalesBackground else { return .none }
    let depth = min(1, backgroundDepth(in: sheets))
    guard depth > 0 else { return .none }
    let width = bottom.container.width
    let scale =
      width.isFinite && width > 0
      ? min(1, max(style.minimumScale, 1 - style.backgroundDisplacement * depth / width)) : style.minimumScale
    let top = bottom.container.safeArea.top
    let offset = ((top.isFinite ? max(0, top) : 0) + style.backgroundTopGap) * depth
    return SheetStepBack(depth: depth, scale: scale, offsetY: offset, cornerRadius: style.cornerRadius * depth)
  }

  /// The dimming each scrim draws so that scrims over scrims do not dim twice.
  ///
  /// Each sheet's scrim dims everything below it. With the raw dimmings `a` (each sheet's own
  /// ``Backdrop/dimming``, bottom first, in [0, 1]), let `C[i]` be the largest of `a[i…]` and
  /// `C[n] = 0`; sheet `i` draws `1 − (1 − C[i]) / (1 − C[i+1])` (0 when `C[i+1]` is 1). Then the
  /// scrims over the app compound (`1 − Π(1 − drawn)`) to the largest raw dimming, not to their
  /// product, and each sheet's card is dimmed by exactly the largest raw dimming above it. So a
  /// 0.4 scrim over a 0.4 scrim draws 0.4 over 0; a 0.5 over a 0.3, 0.5 over 0; a 0.3 over a
  /// 0.5, 0.3 over `1 − 0.5 / 0.7 ≈ 0.2857`. The top sheet, and any sheet with no scrim above it,
  /// draws its own dimming exactly. Values that are not finite count as 0.
  ///
  /// - Parameter dimmings: The raw dimmings, bottom first.
  /// - Returns: The drawn dimmings, bottom first, each in [0, 1].
  /// - Complexity: O(n) for n sheets.
  public static func drawnDimmings(_ dimmings: [Double]) -> [Double] {
    var drawn = [Double](repeating: 0, count: dimmings.count)
    var above = 0.0  // C[i+1]
    for index in dimmings.indices.reversed() {
      let raw = dimmings[index].isFinite ? min(1, max(0, dimmings[index])) : 0
      let here = max(raw, above)  // C[i]
      // Nothing above: the sheet's own dimming, exactly (a lone sheet draws what it always did).
      drawn[index] = above == 0 ? here : above >= 1 ? 0 : min(1, max(0, 1 - (1 - here) / (1 - above)))
      above = here
    }
    return drawn
  }

  /// The dimming the drawn scrims give what lies under all of them: `1 − Π(1 − d)` over the
  /// drawn dimmings `d`, each in [0, 1] (the largest raw dimming, for the output of
  /// ``drawnDimmings(_:)``).
  /// - Complexity: O(n) for n sheets.
  public static func compoundDimming(of drawn: [Double]) -> Double {
    var clear = 1.0
    for dimming in drawn { clear *= 1 - (dimming.isFinite ? min(1, max(0, dimming)) : 0) }
    return 1 - clear
  }

  /// Each sheet's backdrop as a toolkit draws it: the sheet's own (its configuration's style at
  /// its height, ``SheetState/backdrop(_:)``; ``Backdrop/clear`` without one) with the dimming
  /// of ``drawnDimmings(_:)``. The blur radius and whether the background takes input stay each
  /// sheet's own: a sheet's blur is of what lies directly under it (the cards below, stepped
  /// back), so blurs do not compound into one the way scrims would.
  ///
  /// - Parameter sheets: The stack's states, bottom first.
  /// - Returns: One backdrop per sheet, bottom first.
  /// - Complexity: O(n) for n sheets.
  public static func backdrops(of sheets: [SheetState]) -> [Backdrop] {
    let own = sheets.map(\.ownBackdrop)
    let drawn = drawnDimmings(own.map(\.dimming))
    return own.indices.map { index in
      Backdrop(
        dimming: drawn[index], blurRadius: own[index].blurRadius,
        allowsBackgroundInteraction: own[index].allowsBackgroundInteraction)
    }
  }

  /// The sheet that takes the user's input — touches, Escape, the scrim tap, the grabber, the
  /// keyboard's focus: the highest sheet that is presented (``SheetState/isPresented``), or `nil`
  /// when none is. A sheet on its way out takes no input (it takes no touch already:
  /// ``SheetState/isOnSheet(x:y:)``), so the sheet under it owns the input from the moment its
  /// dismissal starts.
  /// - Complexity: O(n) for n sheets.
  public static func owner(of sheets: [SheetState]) -> Int? {
    sheets.lastIndex { $0.isPresented }
  }

  /// Whether the sheet at `index` is inert: below the owner (``owner(of:)``). A toolkit gives an
  /// inert sheet no focus and no touches, and hides it from accessibility; the owner and a sheet
  /// on its way out above it are not inert (the one leaving takes no touch by itself). `false`
  /// for an index outside the stack.
  /// - Complexity: O(n) for n sheets.
  public static func isInert(sheetAt index: Int, in sheets: [SheetState]) -> Bool {
    guard index >= 0, index < sheets.count, let owner = owner(of: sheets) else { return false }
    return index < owner
  }

  /// The sheet a touch-down at (`x`, `y`) goes to (points, container coordinates, y downward;
  /// `x` may be left out, as for ``SheetState/isOnSheet(x:y:)``), or `nil` when no sheet is
  /// presented.
  ///
  /// The owner (``owner(of:)``) takes it, unless the touch is off its card and its backdrop lets
  /// the background take input (``Backdrop/allowsBackgroundInteraction``, always so without a
  /// backdrop style): then it falls to the next presented sheet down, by the same rule. The
  /// sheet it ends at takes the touch-down as a lone sheet would (off its card and with the
  /// background taking input, the app's content has it too). The touch's moves and its release or
  /// cancellation go to the same sheet: a touch sequence stays with the sheet that got its
  /// touch-down.
  /// - Complexity: O(n) for n sheets.
  public static func touchTarget(x: Double? = nil, y: Double, in sheets: [SheetState]) -> Int? {
    guard var index = owner(of: sheets) else { return nil }
    while true {
      let sheet = sheets[index]
      if sheet.isOnSheet(x: x, y: y) || !sheet.ownBackdrop.allowsBackgroundInteraction { return index }
      guard let below = sheets[..<index].lastIndex(where: { $0.isPresented }) else { return index }
      index = below
    }
  }
}

extension SheetState {
  /// How far the sheet is presented, from 0 to 1: its height over its lowest detent's, clamped
  /// (`min(1, max(0, height / lowest))`; 0 with a lowest detent of no height). 0 hidden, 1 at
  /// its lowest detent and above. The share a modal scrim fades in by
  /// (``backdrop(_:)``) and the share a sheet counts for in the depth of the sheets under it
  /// (``SheetStack/depth(ofSheetAt:in:)``).
  public var presentedShare: Double {
    let lowest = detents.first?.height ?? 0
    let share = lowest > 0 ? height / lowest : 0
    return share.isFinite ? min(1, max(0, share)) : 0
  }

  /// The backdrop of the configuration's style at the sheet's height (``Backdrop/clear``
  /// without one): the render plan's.
  var ownBackdrop: Backdrop { configuration.backdrop.map(backdrop) ?? .clear }
}
