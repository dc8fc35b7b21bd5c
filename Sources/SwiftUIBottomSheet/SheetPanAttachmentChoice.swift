/// Which of the sheet pan's two attachments feeds the core, decided at run time, so that the
/// sheet does not depend on SwiftUI leaving a representable recognizer's `delegate` to the app
/// (fifth review, 4.1).
///
/// On iOS 18 and later the sheet's pan is attached twice: through SwiftUI
/// (`UIGestureRecognizerRepresentable`, on the card) and through the container's probe (on the
/// hosting view, as on iOS 17). Apple's page for the representable says nothing of the
/// recognizer's delegate; the sheet's arbitration (``SheetPanArbitration``: simultaneous
/// recognition with the tracked scroll view, back swipes, `shouldReceive` for controls) lives
/// there. So the representable's recognizer owns the pan only while it is known to be the
/// sheet's:
///
/// - its delegate is still the sheet's handler whenever one of its touches or UIKit's delegate
///   questions reach the handler (a delegate SwiftUI set, or a proxy that forwards to the
///   handler, is not);
/// - it receives every touch on the sheet that UIKit delivers to the probe's recognizer and that
///   it should receive too: a touch hit-tested to its view or a subview ("causing it to receive
///   touches hit-tested to that view and all of its subviews", `addGestureRecognizer(_:)`), or any
///   touch on the sheet while none is made. Every recognizer of a touch receives its
///   `touchesBegan(_:with:)` in the touch's first event, and a touch is one object throughout
///   ("A touch object persists throughout a multi-touch sequence", `UITouch`), so by the probe's
///   next callback for that touch it is known whether the representable began it.
///
/// Once either fails, the probe's recognizer owns the pan for good (for this container, whose
/// handler this is); a representable SwiftUI makes again later stands by. Where there is no
/// representable (iOS 17, visionOS), the probe owns the pan from the start.
///
/// One touch is fed by one recognizer, from its touch-down to its end:
/// - a touch begins only from the owner's current recognizer (``SheetTouchSource``), and its
///   moves, end and reset come from the recognizer it began on. A switch while a touch is open
///   leaves that touch to finish where it began: no cancel, no jump; the next touch begins from
///   the probe;
/// - while the representable owns the pan, the probe's touch-down on the sheet is held
///   (``Role/waits``). If the representable begins the same touch, the probe stands by. If it
///   does not, the probe feeds the held touch-down, with its own position and time, then the
///   callback in hand, and owns the pan from then on; a touch that was cancelled is not fed.
///
/// Conversion rules only: no UIKit types, identities as `ObjectIdentifier`s. Not run on Apple
/// hardware: which way it goes on a device is device check 1.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetPanAttachmentChoice: Sendable, Hashable {
  /// One of the pan's attachments.
  package enum Attachment: Sendable, Hashable {
    /// The recognizer SwiftUI attaches (`UIGestureRecognizerRepresentable`, iOS 18 and later).
    case representable
    /// The recognizer the container's probe attaches to the hosting view.
    case probe
  }

  /// Why the representable's recognizer stopped owning the pan.
  package enum SwitchReason: Sendable, Hashable {
    /// Its delegate was seen not to be the sheet's handler.
    case delegateReplaced
    /// A touch on the sheet reached the probe's recognizer, should have reached the
    /// representable's, and did not.
    case touchMissed
  }

  /// What the recognizer that reported does next with its touch.
  package enum Role: Sendable, Hashable {
    /// It feeds the core: it follows ``SheetPanArbitration`` (recognizes once the sheet has the
    /// drag, fails once the core's decision is not the sheet's).
    case feeds
    /// The probe's touch-down is held until its next callback: it takes nothing and stays
    /// possible.
    case waits
    /// Not its touch: it fails now (if still possible) and takes nothing.
    case standsBy
  }

  /// Where and when a touch was, as the core takes it.
  package struct Sample: Sendable, Hashable {
    /// In points, in the container.
    package var x: Double
    /// In points, in the container, y downward.
    package var y: Double
    /// In seconds, on ``SheetClock``'s timeline.
    package var time: Double

    package init(x: Double, y: Double, time: Double) {
      self.x = x
      self.y = y
      self.time = time
    }
  }

  /// One recognizer's touch callback.
  package struct Report: Sendable, Hashable {
    package var phase: SheetTouchSource.Phase
    /// The touch (`UITouch`), the same object for every recognizer and phase of one touch.
    package var touch: ObjectIdentifier
    /// The recognizer that saw it.
    package var recognizer: ObjectIdentifier
    package var attachment: Attachment
    /// For the representable's: whether it is the one configured last. The probe's is always
    /// its attachment's current one.
    package var isCurrent: Bool
    /// For the representable's: whether its `delegate` is still the sheet's handler.
    package var delegateIsHandler: Bool
    /// For the probe's touch-down: whether the representable's recognizer should receive this
    /// touch too — on the sheet (`SheetState.isOnSheet(x:y:)`), and hit-tested to its view or a
    /// subview, or none attached.
    package var representableShouldReceive: Bool
    package var sample: Sample

    package init(
      _ phase: SheetTouchSource.Phase, touch: ObjectIdentifier, recognizer: ObjectIdentifier, attachment: Attachment,
      sample: Sample, isCurrent: Bool = true, delegateIsHandler: Bool = true, representableShouldReceive: Bool = false
    ) {
      self.phase = phase
      self.touch = touch
      self.recognizer = recognizer
      self.attachment = attachment
      self.sample = sample
      self.isCurrent = isCurrent
      self.delegateIsHandler = delegateIsHandler
      self.representableShouldReceive = representableShouldReceive
    }
  }

  /// One touch input for the core, in order: the phase (down, move, up, cancel) at a sample.
  package struct Feed: Sendable, Hashable {
    package var phase: SheetTouchSource.Phase
    package var sample: Sample

    package init(_ phase: SheetTouchSource.Phase, _ sample: Sample) {
      self.phase = phase
      self.sample = sample
    }
  }

  /// The answer to one report.
  package struct Verdict: Sendable, Hashable {
    /// What the reporting recognizer does next.
    package var role: Role
    /// What goes to the core now, in order (through ``SheetTouchSequence``).
    package var feeds: [Feed]

    package init(_ role: Role, _ feeds: [Feed] = []) {
      self.role = role
      self.feeds = feeds
    }
  }

  /// A touch-down of the probe's held while the representable owns the pan.
  private struct Held: Sendable, Hashable {
    var touch: ObjectIdentifier
    var recognizer: ObjectIdentifier
    var sample: Sample
    /// Whether the representable began the same touch after it was held.
    var isTaken = false
  }

  /// The attachment new touches begin from.
  package private(set) var owner: Attachment
  /// Why the owner is the probe, if the representable owned the pan first.
  package private(set) var switchReason: SwitchReason?
  private var source = SheetTouchSource()
  /// The touch the core has, from its touch-down to its end.
  private var openTouch: ObjectIdentifier?
  private var held: Held?

  /// A choice that starts with `owner`: ``Attachment/representable`` where SwiftUI attaches the
  /// pan (iOS 18 and later, not visionOS), ``Attachment/probe`` elsewhere.
  package init(startingWith owner: Attachment) {
    self.owner = owner
  }

  /// The answer to a recognizer's touch callback.
  ///
  /// Traced (``SheetTrace``, category `pan`), except a move its recognizer feeds as before: the
  /// phase, the touch and the recognizer, the role and how many inputs it feeds, the owner after
  /// it and why it switched, the sample (points, seconds).
  package mutating func receive(_ report: Report) -> Verdict {
    let verdict = receiveSteps(report)
    if report.phase != .moved || verdict.role != .feeds || verdict.feeds.count != 1 {
      SheetTrace.log(.pan, traceLine(report, verdict))
    }
    return verdict
  }

  /// A trace line for `report` and its verdict.
  private func traceLine(_ report: Report, _ verdict: Verdict) -> String {
    "\(report.phase) touch \(SheetTrace.identity(report.touch)) from \(report.attachment)"
      + " \(SheetTrace.identity(report.recognizer))\(report.isCurrent ? "" : " (not current)")"
      + " delegate is handler \(report.delegateIsHandler): \(verdict.role), \(verdict.feeds.count) fed;"
      + " owner \(owner)\(switchReason.map { " (\($0))" } ?? ""),"
      + " at \(SheetTrace.points(report.sample.x)), \(SheetTrace.points(report.sample.y))"
      + " t \(SheetTrace.seconds(report.sample.time))"
  }

  /// The answer to a recognizer's touch callback, untraced.
  private mutating func receiveSteps(_ report: Report) -> Verdict {
    if report.attachment == .representable, !report.delegateIsHandler { switchToProbe(.delegateReplaced) }
    if report.attachment == .probe, let held, held.recognizer == report.recognizer {
      if held.touch == report.touch, report.phase != .began { return release(held, report) }
      // A touch-down held for a touch UIKit ended without telling (the probe's reset came first,
      // or none came): forgotten.
      self.held = nil
    }
    let isOwnersCurrent = report.attachment == owner && (owner == .probe || report.isCurrent)
    if report.phase == .began, report.attachment == .probe, owner == .representable {
      if openTouch == report.touch || !report.representableShouldReceive { return Verdict(.standsBy) }
      held = Held(touch: report.touch, recognizer: report.recognizer, sample: report.sample)
      return Verdict(.waits)
    }
    let forwards = source.forwards(
      report.phase, from: report.recognizer, current: isOwnersCurrent ? report.recognizer : nil)
    guard forwards else { return Verdict(.standsBy) }
    switch report.phase {
    case .began:
      openTouch = report.touch
      if held?.touch == report.touch { held?.isTaken = true }
    case .moved: break
    case .ended, .cancelled: openTouch = nil
    }
    return Verdict(.feeds, [Feed(report.phase, report.sample)])
  }

  /// The probe's next callback for its held touch-down: stands by if the representable took the
  /// touch; otherwise feeds it, and the probe owns the pan.
  private mutating func release(_ held: Held, _ report: Report) -> Verdict {
    self.held = nil
    // Taken by the representable, or the core holds another touch (one the probe did not see
    // begin): not the probe's to feed.
    if held.isTaken || (openTouch != nil && openTouch != held.touch) { return Verdict(.standsBy) }
    switchToProbe(.touchMissed)
    // A touch the system cancelled is over: its touch-down would only catch a moving sheet.
    if report.phase == .cancelled { return Verdict(.standsBy) }
    // The representable never began this touch, so the core has nothing of it: it begins here.
    _ = source.forwards(.began, from: report.recognizer, current: report.recognizer)
    _ = source.forwards(report.phase, from: report.recognizer, current: report.recognizer)
    openTouch = report.phase == .moved ? report.touch : nil
    return Verdict(.feeds, [Feed(.began, held.sample), Feed(report.phase, report.sample)])
  }

  /// The representable's delegate as seen outside a touch callback (UIKit asking the handler a
  /// delegate question about it, or its action): a delegate that is not the handler switches to
  /// the probe. An open touch finishes where it began.
  package mutating func delegateSeen(isHandler: Bool) {
    if !isHandler { switchToProbe(.delegateReplaced) }
  }

  /// A recognizer's reset (a failure, or a cancel by someone else, with no end delivered):
  /// whether it closes the core's touch (only the reset of the recognizer the touch began on
  /// does). A held touch-down of the probe's is forgotten.
  package mutating func resets(from recognizer: ObjectIdentifier) -> Bool {
    if held?.recognizer == recognizer { held = nil }
    let closes = source.resets(from: recognizer)
    SheetTrace.log(.pan, "reset from \(SheetTrace.identity(recognizer)) closes the core's touch \(closes)")
    guard closes else { return false }
    openTouch = nil
    return true
  }

  private mutating func switchToProbe(_ reason: SwitchReason) {
    guard owner == .representable else { return }
    owner = .probe
    switchReason = reason
    SheetTrace.log(.pan, "owner switches to the probe: \(reason); an open touch finishes where it began")
  }
}
