import Testing

@testable import SwiftUIBottomSheet

/// Which of the sheet pan's two attachments feeds the core (fifth review, 4.1): SwiftUI's
/// representable recognizer while it is known to be the sheet's, the probe's for good once it is
/// not, and never both for one touch. Touches on an iPhone 15 drawer at `.medium` (sheet top
/// 438.33 pt, a 60-pt header), 10-pt slop.
@Suite("Pan attachment choice")
struct PanAttachmentChoiceTests {
  /// Stands for a recognizer or a touch.
  final class Object {}

  typealias Choice = SheetPanAttachmentChoice

  /// A choice that reports can be given inside `#expect` (a class: its methods are not mutating).
  @available(iOS 17, macOS 14, visionOS 1, *)
  final class Run {
    private var choice: Choice
    var owner: Choice.Attachment { choice.owner }
    var switchReason: Choice.SwitchReason? { choice.switchReason }

    init(startingWith owner: Choice.Attachment) {
      choice = Choice(startingWith: owner)
    }

    func receive(_ report: Choice.Report) -> Choice.Verdict {
      choice.receive(report)
    }

    func delegateSeen(isHandler: Bool) {
      choice.delegateSeen(isHandler: isHandler)
    }

    func resets(from recognizer: ObjectIdentifier) -> Bool {
      choice.resets(from: recognizer)
    }
  }

  /// The objects one test's reports name.
  @available(iOS 17, macOS 14, visionOS 1, *)
  struct Scene {
    let objects = (representable: Object(), remade: Object(), probe: Object(), first: Object(), second: Object())
    var representable: ObjectIdentifier { ObjectIdentifier(objects.representable) }
    var remade: ObjectIdentifier { ObjectIdentifier(objects.remade) }
    var probe: ObjectIdentifier { ObjectIdentifier(objects.probe) }
    var first: ObjectIdentifier { ObjectIdentifier(objects.first) }
    var second: ObjectIdentifier { ObjectIdentifier(objects.second) }

    /// A report of the representable's (`recognizer`, default the current one).
    func fromRepresentable(
      _ phase: SheetTouchSource.Phase, _ touch: ObjectIdentifier, _ sample: Choice.Sample,
      recognizer: ObjectIdentifier? = nil, isCurrent: Bool = true, delegateIsHandler: Bool = true
    ) -> Choice.Report {
      Choice.Report(
        phase, touch: touch, recognizer: recognizer ?? representable, attachment: .representable, sample: sample,
        isCurrent: isCurrent, delegateIsHandler: delegateIsHandler)
    }

    /// A report of the probe's; `shouldReceive` says whether the representable should see the
    /// touch too (on the sheet, inside its view).
    func fromProbe(
      _ phase: SheetTouchSource.Phase, _ touch: ObjectIdentifier, _ sample: Choice.Sample, shouldReceive: Bool = true
    ) -> Choice.Report {
      Choice.Report(
        phase, touch: touch, recognizer: probe, attachment: .probe, sample: sample,
        representableShouldReceive: shouldReceive)
    }
  }

  /// A drag up the header from y = 460 (x = 100, on the 60-pt header) at 60 Hz: down, three
  /// moves of 15 pt, up.
  @available(iOS 17, macOS 14, visionOS 1, *)
  static let drag: [Choice.Sample] = [
    Choice.Sample(x: 100, y: 460, time: 10.000),
    Choice.Sample(x: 100, y: 445, time: 10.016),
    Choice.Sample(x: 100, y: 430, time: 10.033),
    Choice.Sample(x: 100, y: 415, time: 10.050),
    Choice.Sample(x: 100, y: 415, time: 10.066),
  ]

  /// The report phases of ``drag``.
  static let dragPhases: [SheetTouchSource.Phase] = [.began, .moved, .moved, .moved, .ended]

  /// An iPhone 15 drawer at `.medium`, and the sequence that closes its touches.
  @available(iOS 17, macOS 14, visionOS 1, *)
  struct Core {
    var state = SheetState(
      configuration: SheetConfiguration(
        detents: [.fraction(0.16), .medium, .fraction(0.88)], initialDetent: "medium", reduceMotion: true,
        detentSpace: .safeArea, touchSlop: 10),
      container: SheetContainer(height: 852, safeArea: SafeAreaInsets(top: 59, bottom: 34), scale: 3),
      headerHeight: 60, contentHeight: 2000, time: 0)
    var sequence = SheetTouchSequence()
    /// Every input the core was given.
    var inputs: [SheetInput] = []

    /// Feeds `feeds` as the handler does; returns the sheet's height after them, in points.
    mutating func take(_ feeds: [Choice.Feed]) -> Double {
      for feed in feeds {
        let input: SheetInput =
          switch feed.phase {
          case .began: .touchDown(x: feed.sample.x, y: feed.sample.y)
          case .moved: .touchMove(x: feed.sample.x, y: feed.sample.y)
          case .ended: .touchUp(x: feed.sample.x, y: feed.sample.y)
          case .cancelled: .touchCancel
          }
        for each in sequence.inputs(for: input) {
          inputs.append(each)
          _ = state.apply(each, at: feed.sample.time)
        }
      }
      return state.height
    }
  }

  /// The sheet's heights after each sample of ``drag`` when one recognizer feeds all of it at
  /// contact: what any switch must reproduce.
  @available(iOS 17, macOS 14, visionOS 1, *)
  static func referenceHeights() -> [Double] {
    var core = Core()
    return zip(dragPhases, drag).map { phase, sample in core.take([Choice.Feed(phase, sample)]) }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the reference drag moves the sheet 1:1 past the slop")
  func referenceDrag() {
    let heights = Self.referenceHeights()
    let start = heights[0]
    #expect(abs(start - 413.67) < 0.01, "852 − 438.33: the drawer at .medium, caught by the touch-down")
    #expect(abs(heights[1] - (start + 5)) < 0.01, "15 pt up, less the 10-pt slop")
    #expect(abs(heights[2] - (start + 20)) < 0.01)
    #expect(abs(heights[3] - (start + 35)) < 0.01)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a representable that keeps the handler as delegate feeds every touch; the probe stands by, in either order")
  func representableKept() {
    let scene = Scene()
    for probeFirst in [true, false] {
      let choice = Run(startingWith: .representable)
      var core = Core()
      var heights: [Double] = []
      var probeRoles: [Choice.Role] = []
      for (phase, sample) in zip(Self.dragPhases, Self.drag) {
        let fromProbe = scene.fromProbe(phase, scene.first, sample)
        let fromRepresentable = scene.fromRepresentable(phase, scene.first, sample)
        var feeds: [Choice.Feed] = []
        // The probe fails at its first answer but `.waits` (UIKit sends a failed recognizer
        // nothing more).
        let probeIsFailed = probeRoles.contains(.standsBy)
        if probeFirst, !probeIsFailed {
          let verdict = choice.receive(fromProbe)
          probeRoles.append(verdict.role)
          feeds += verdict.feeds
        }
        let verdict = choice.receive(fromRepresentable)
        #expect(verdict.role == .feeds)
        feeds += verdict.feeds
        if !probeFirst, !probeIsFailed {
          let verdict = choice.receive(fromProbe)
          probeRoles.append(verdict.role)
          feeds += verdict.feeds
        }
        #expect(feeds == [Choice.Feed(phase, sample)], "one feed a callback, the representable's")
        heights.append(core.take(feeds))
      }
      #expect(probeRoles == (probeFirst ? [.waits, .standsBy] : [.standsBy]), "probe first: \(probeFirst)")
      #expect(choice.owner == .representable)
      #expect(choice.switchReason == nil)
      #expect(heights == Self.referenceHeights())
    }
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a delegate replaced before the touch: the probe feeds it, at contact or from its held touch-down")
  func delegateReplacedAtTouchDown() {
    let scene = Scene()
    let down = Self.drag[0]
    let move = Self.drag[1]
    // The representable's touch-down first: the probe, asked next, feeds at contact.
    let choice = Run(startingWith: .representable)
    let representableDown = choice.receive(
      scene.fromRepresentable(.began, scene.first, down, delegateIsHandler: false))
    #expect(representableDown == Choice.Verdict(.standsBy), "not the sheet's: it fails at once")
    #expect(choice.owner == .probe)
    #expect(choice.switchReason == .delegateReplaced)
    #expect(
      choice.receive(scene.fromProbe(.began, scene.first, down)) == Choice.Verdict(.feeds, [Choice.Feed(.began, down)]))
    #expect(
      choice.receive(scene.fromProbe(.moved, scene.first, move)) == Choice.Verdict(.feeds, [Choice.Feed(.moved, move)]))
    // The probe's touch-down first: held, then fed with its own place and time at the next move.
    let held = Run(startingWith: .representable)
    #expect(held.receive(scene.fromProbe(.began, scene.first, down)) == Choice.Verdict(.waits))
    #expect(
      held.receive(scene.fromRepresentable(.began, scene.first, down, delegateIsHandler: false)).role == .standsBy)
    #expect(held.owner == .probe)
    #expect(
      held.receive(scene.fromProbe(.moved, scene.first, move))
        == Choice.Verdict(.feeds, [Choice.Feed(.began, down), Choice.Feed(.moved, move)]))
    #expect(held.switchReason == .delegateReplaced, "the first reason stays")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a delegate replaced mid-touch: the touch finishes on the representable, with no cancel and no jump")
  func delegateReplacedMidTouch() {
    let scene = Scene()
    let choice = Run(startingWith: .representable)
    var core = Core()
    var heights: [Double] = []
    for (index, (phase, sample)) in zip(Self.dragPhases, Self.drag).enumerated() {
      // SwiftUI sets its own delegate after the second move.
      let verdict = choice.receive(
        scene.fromRepresentable(phase, scene.first, sample, delegateIsHandler: index < 3))
      #expect(verdict == Choice.Verdict(.feeds, [Choice.Feed(phase, sample)]), "sample \(index)")
      if index == 0 { #expect(choice.receive(scene.fromProbe(.began, scene.first, sample)).role == .standsBy) }
      heights.append(core.take(verdict.feeds))
    }
    #expect(choice.owner == .probe)
    #expect(choice.switchReason == .delegateReplaced)
    #expect(heights == Self.referenceHeights(), "the same heights as with no switch")
    #expect(!core.inputs.contains(.touchCancel))
    #expect(core.inputs.count == 5, "one touch-down, three moves, one up: \(core.inputs)")
    // The next touch: from the probe, at contact; the representable's fails.
    let next = Choice.Sample(x: 120, y: 500, time: 11)
    #expect(choice.receive(scene.fromRepresentable(.began, scene.second, next)).role == .standsBy)
    #expect(
      choice.receive(scene.fromProbe(.began, scene.second, next)) == Choice.Verdict(.feeds, [Choice.Feed(.began, next)])
    )
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a touch the representable never receives: the probe feeds it from its held touch-down and owns the pan")
  func touchMissed() {
    let scene = Scene()
    let choice = Run(startingWith: .representable)
    var core = Core()
    var heights: [Double] = []
    var roles: [Choice.Role] = []
    for (phase, sample) in zip(Self.dragPhases, Self.drag) {
      let verdict = choice.receive(scene.fromProbe(phase, scene.first, sample))
      roles.append(verdict.role)
      heights.append(core.take(verdict.feeds))
    }
    #expect(roles == [.waits, .feeds, .feeds, .feeds, .feeds])
    #expect(choice.owner == .probe)
    #expect(choice.switchReason == .touchMissed)
    let reference = Self.referenceHeights()
    #expect(heights[0] == reference[0], "held: the core has nothing yet")
    #expect(Array(heights.dropFirst()) == Array(reference.dropFirst()), "from the first move on, as if fed at contact")
    #expect(core.inputs.first == .touchDown(x: 100, y: 460))
    // A re-made representable, configured later, stands by.
    let next = Choice.Sample(x: 120, y: 500, time: 11)
    #expect(
      choice.receive(scene.fromRepresentable(.began, scene.second, next, recognizer: scene.remade)).role == .standsBy)
    #expect(choice.receive(scene.fromProbe(.began, scene.second, next)).role == .feeds)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a missed tap is fed whole at its end; a missed touch the system cancelled is not fed")
  func missedTapAndCancel() {
    let scene = Scene()
    let down = Choice.Sample(x: 100, y: 460, time: 10)
    let up = Choice.Sample(x: 101, y: 461, time: 10.1)
    let tap = Run(startingWith: .representable)
    #expect(tap.receive(scene.fromProbe(.began, scene.first, down)).role == .waits)
    #expect(
      tap.receive(scene.fromProbe(.ended, scene.first, up))
        == Choice.Verdict(.feeds, [Choice.Feed(.began, down), Choice.Feed(.ended, up)]))
    #expect(tap.owner == .probe)
    let cancelled = Run(startingWith: .representable)
    #expect(cancelled.receive(scene.fromProbe(.began, scene.first, down)).role == .waits)
    #expect(cancelled.receive(scene.fromProbe(.cancelled, scene.first, up)) == Choice.Verdict(.standsBy))
    #expect(cancelled.owner == .probe, "the representable still missed it")
    #expect(!cancelled.resets(from: scene.probe), "nothing open in the core")
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("off the sheet, outside the representable's view, or lost before its next callback: no feed, no switch")
  func probeTouchesThatSwitchNothing() {
    let scene = Scene()
    let mapTouch = Choice.Sample(x: 100, y: 200, time: 10)
    let choice = Run(startingWith: .representable)
    #expect(
      choice.receive(scene.fromProbe(.began, scene.first, mapTouch, shouldReceive: false)) == Choice.Verdict(.standsBy),
      "above the card (or on a view over it): not the representable's either")
    #expect(choice.receive(scene.fromProbe(.moved, scene.first, mapTouch)) == Choice.Verdict(.standsBy))
    #expect(choice.owner == .representable)
    // Held, then the probe is reset (failed by someone else) before its next callback.
    let down = Self.drag[0]
    #expect(choice.receive(scene.fromProbe(.began, scene.second, down)).role == .waits)
    #expect(!choice.resets(from: scene.probe), "the core has no touch of the probe's")
    #expect(choice.owner == .representable, "nothing shows the representable missed it")
    #expect(choice.receive(scene.fromRepresentable(.began, scene.first, down)).role == .feeds)
    #expect(choice.switchReason == nil)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("with no representable (iOS 17, visionOS) the probe feeds from the start")
  func probeFromTheStart() {
    let scene = Scene()
    let choice = Run(startingWith: .probe)
    var core = Core()
    var heights: [Double] = []
    for (phase, sample) in zip(Self.dragPhases, Self.drag) {
      let verdict = choice.receive(scene.fromProbe(phase, scene.first, sample, shouldReceive: false))
      #expect(verdict == Choice.Verdict(.feeds, [Choice.Feed(phase, sample)]))
      heights.append(core.take(verdict.feeds))
    }
    #expect(heights == Self.referenceHeights())
    #expect(choice.switchReason == nil)
    #expect(choice.receive(scene.fromRepresentable(.began, scene.second, Self.drag[0])).role == .standsBy)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("a delegate seen replaced outside a touch switches; an open touch finishes, its owner's reset closes it")
  func delegateSeenOutsideATouch() {
    let scene = Scene()
    let choice = Run(startingWith: .representable)
    choice.delegateSeen(isHandler: true)
    #expect(choice.owner == .representable)
    #expect(choice.receive(scene.fromRepresentable(.began, scene.first, Self.drag[0])).role == .feeds)
    choice.delegateSeen(isHandler: false)
    #expect(choice.owner == .probe)
    #expect(choice.switchReason == .delegateReplaced)
    #expect(choice.receive(scene.fromRepresentable(.moved, scene.first, Self.drag[1])).role == .feeds)
    #expect(!choice.resets(from: scene.probe))
    #expect(choice.resets(from: scene.representable), "the representable fails: the core's touch is cancelled")
    #expect(!choice.resets(from: scene.representable), "once")
    #expect(choice.receive(scene.fromProbe(.began, scene.second, Self.drag[0])).role == .feeds)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("an earlier representable still attached stands by; the one configured last feeds")
  func earlierRepresentable() {
    let scene = Scene()
    let choice = Run(startingWith: .representable)
    let down = Self.drag[0]
    let old = scene.fromRepresentable(.began, scene.first, down, recognizer: scene.representable, isCurrent: false)
    #expect(choice.receive(old) == Choice.Verdict(.standsBy))
    let current = scene.fromRepresentable(.began, scene.first, down, recognizer: scene.remade)
    #expect(choice.receive(current) == Choice.Verdict(.feeds, [Choice.Feed(.began, down)]))
    #expect(choice.receive(scene.fromProbe(.began, scene.first, down)).role == .standsBy)
    #expect(choice.owner == .representable)
  }

  @available(iOS 17, macOS 14, visionOS 1, *)
  @Test("the sheet's two pans never wait for each other and always recognize together")
  func ownPansDoNotBlock() {
    #expect(SheetPanArbitration.recognizesSimultaneously(with: .init(.sheetsOtherPan), sheetOwnsDrag: true))
    #expect(!SheetPanArbitration.canBePrevented(by: .init(.sheetsOtherPan), sheetOwnsDrag: true))
    #expect(
      !SheetPanArbitration.requiresSheetPanToFail(.init(.sheetsOtherPan, viewContainsSheet: true)),
      "the probe's pan is on the hosting view around the card, and still does not wait")
  }
}
