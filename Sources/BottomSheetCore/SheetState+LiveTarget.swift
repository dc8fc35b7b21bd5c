/// The live target: while a drag holds the sheet, the detent a release now would settle on.
extension SheetState {
  /// The detent a release now would settle on — a detent id, or `"hidden"` — while a touch or a
  /// touchpad scroll holds the sheet; `nil` otherwise.
  ///
  /// It comes from the same rule as a release (``SheetInput/touchUp(x:y:)``): the velocity
  /// estimate so far, the projection (``SnappingRule``), the scroll handoff's owner of the
  /// latest movement and the dismissal confirmation (under
  /// ``DismissalConfirmation/askFirst`` a release toward hidden names the lowest detent). A change
  /// is reported as ``SheetEvent/targetChanged(target:)``, once, after the input that changed it.
  ///
  /// Computed only under ``SheetConfiguration/reportsLiveTarget``; `nil` without it.
  public var liveTarget: String? { configuration.reportsLiveTarget ? drag?.liveTarget : nil }

  /// Recomputes the live target of the drag in progress and reports a change. Allocates nothing
  /// unless it reports one.
  mutating func updateLiveTarget(events: inout [SheetEvent]) {
    guard configuration.reportsLiveTarget, let current = drag else { return }
    let fingerVelocity = Self.clampedVelocity(current.estimator.velocity)
    let outcome = releaseOutcome(of: current, fingerVelocity: fingerVelocity)
    let target: String
    if let settles = outcome.settles {
      target = settles.target ?? hiddenDetentID
    } else {
      target = selection.current ?? hiddenDetentID
    }
    guard target != current.liveTarget else { return }
    drag?.liveTarget = target
    events.append(.targetChanged(target: target))
  }

  /// Under ``ScrollHandoffRules/carriesMomentum``: an upward flick on the content that carries the
  /// sheet to its highest detent hands the rest of its projected travel to the content, as
  /// momentum from the release (Flutter #116981).
  ///
  /// - Parameters:
  ///   - drag: The drag released.
  ///   - velocity: The settle's velocity, points per second, upward positive.
  ///   - target: The settle's target.
  mutating func carryMomentum(of drag: Drag, velocity: Double, toward target: String?) {
    guard configuration.handoff.carriesMomentum, drag.region == .content, drag.lastConsumer == .sheet,
      drag.gate.handsOverUp, drag.gate.movesSheet, !drag.gate.scrollsBelowHighest, velocity > 0,
      let target, let highest = detents.last, grid.isSame(heightOf(target), highest.height),
      maximumScrollOffset > grid.halfPixel
    else { return }
    let projection = configuration.snapping.projection
    let travel = projection.exactDistance(forVelocity: velocity)
    let left = travel - max(0, highest.height - height)
    guard left > grid.halfPixel, travel > 0 else { return }
    momentum = ScrollMomentum(
      start: scrollOffset, velocity: velocity * left / travel, time: time, projection: projection)
  }
}
