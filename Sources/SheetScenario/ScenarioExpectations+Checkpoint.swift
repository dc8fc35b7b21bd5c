import BottomSheetCore

extension ScenarioExpectations {
  /// One of `checkpoints`: what the frame at or just after a time shows (within 1e-9 s).
  ///
  /// Every key but `t` is optional; ``Key`` lists them, and any other is an error, so a key this
  /// replay cannot check fails the case rather than passing it unchecked.
  public struct Checkpoint: Sendable, Hashable {
    /// A checkpoint's keys, in the order they are read and checked.
    public enum Key: String, Sendable, CaseIterable {
      /// ``Checkpoint/time``.
      case t
      /// ``Checkpoint/detent``.
      case detent
      /// ``Checkpoint/height``.
      case height
      /// ``Checkpoint/scrollOffset``.
      case scrollOffset
      /// ``Checkpoint/phase``.
      case phase
      /// ``Checkpoint/progress``.
      case progress
      /// ``Checkpoint/card``.
      case card
      /// ``Checkpoint/cornerRadii``.
      case cornerRadii
      /// ``Checkpoint/materialOpacity``.
      case materialOpacity
      /// ``Checkpoint/contentViewport``.
      case contentViewport
      /// ``Checkpoint/contentBottomInset``.
      case contentBottomInset
      /// ``Checkpoint/footer``.
      case footer
      /// ``Checkpoint/regionOffsets``.
      case regionOffsets
      /// ``Checkpoint/dimming``.
      case dimming
      /// ``Checkpoint/blur``.
      case blur
      /// ``Checkpoint/backgroundInteraction``.
      case backgroundInteraction
      /// ``Checkpoint/sheet``.
      case sheet
      /// ``Checkpoint/stepBack``.
      case stepBack
    }

    /// The time, in seconds (`t`).
    public var time: Double
    /// The detent's id.
    public var detent: String?
    /// The height, in points, within ±1.
    public var height: Double?
    /// The scroll offset, in points, within ±1.
    public var scrollOffset: Double?
    /// The phase's name: `idle`, `dragging` or `settling`.
    public var phase: String?
    /// The progress, within ±0.01.
    public var progress: Double?
    /// The card (`{"x", "y", "width", "height"}`, each required), in points, each within ±1.
    public var card: SheetRect?
    /// The corner radii (`{"topLeading", "topTrailing", "bottomLeading", "bottomTrailing"}`, each
    /// required), in points, each within ±0.5.
    public var cornerRadii: SheetCornerRadii?
    /// The material's opacity, within ±0.01.
    public var materialOpacity: Double?
    /// The height the toolkit gives its scroll view (`SheetRenderPlan.scrollViewHeight`), in
    /// points, within ±1.
    public var contentViewport: Double?
    /// The space the content keeps clear at the card's bottom
    /// (`SheetRenderPlan.contentBottomInset`), in points, within ±1.
    public var contentBottomInset: Double?
    /// The footer (`SheetRenderPlan.footer`: `{"x", "y", "width", "height"}`, each required), in
    /// points, each within ±1.
    public var footer: SheetRect?
    /// Scroll regions' offsets (`{"id": offset, …}`), in points, each within ±1; a region the
    /// frame does not have fails.
    public var regionOffsets: [String: Double]?
    /// The backdrop's dimming, within ±0.01; needs the scenario's `backdrop`.
    public var dimming: Double?
    /// The backdrop's blur radius, in points, within ±0.1; needs the scenario's `backdrop`.
    public var blur: Double?
    /// Whether the background takes input; needs the scenario's `backdrop`.
    public var backgroundInteraction: Bool?
    /// The sheet of a stack the checkpoint checks (0, the scenario's own, unless given): every
    /// other key is of that sheet's frame (``FrameRecord/stack``).
    public var sheet: Int?
    /// The sheet's step-back (`{"depth", "scale", "offsetY", "cornerRadius"}`, each optional):
    /// depth and scale within ±0.001, offset and radius within ±0.5 points. A sheet with no
    /// step-back (the top one, or a lone sheet) has depth 0, scale 1, offset 0 and radius 0.
    public var stepBack: StepBackCheck?

    /// The parts of a step-back a checkpoint checks, each optional.
    public struct StepBackCheck: Sendable, Hashable {
      /// Steps back, within ±0.001.
      public var depth: Double?
      /// The scale, within ±0.001.
      public var scale: Double?
      /// The move, in points (negative is up), within ±0.5.
      public var offsetY: Double?
      /// The least top corner radius, in points, within ±0.5.
      public var cornerRadius: Double?
    }

    /// A checkpoint at `time` seconds that checks nothing else.
    public init(time: Double) {
      self.time = time
    }

    /// The names of ``card``'s fields.
    static let cardKeys = ["x", "y", "width", "height"]
    /// The names of ``cornerRadii``'s fields.
    static let radiusKeys = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    /// Reads a checkpoint.
    /// - Throws: ``ScenarioError`` naming the field: a key that is not a ``Key``, `t` or a field of
    ///   `card` or `cornerRadii` missing, or a value of the wrong type.
    init(_ object: JSONObject) throws(ScenarioError) {
      for key in object.fields.keys where Key(rawValue: key) == nil {
        throw ScenarioError(path: object.fieldPath(key), message: "unknown checkpoint key")
      }
      time = 0
      for key in Key.allCases { try read(key, from: object) }
    }

    private mutating func read(_ key: Key, from object: JSONObject) throws(ScenarioError) {
      let name = key.rawValue
      switch key {
      case .t: time = try object.requiredNumber(name)
      case .detent: detent = try object.string(name)
      case .height: height = try object.number(name)
      case .scrollOffset: scrollOffset = try object.number(name)
      case .phase: phase = try object.string(name)
      case .progress: progress = try object.number(name)
      case .card:
        guard let values = try Self.numbers(Self.cardKeys, in: try object.object(name)) else { return }
        card = SheetRect(x: values[0], y: values[1], width: values[2], height: values[3])
      case .cornerRadii:
        guard let values = try Self.numbers(Self.radiusKeys, in: try object.object(name)) else { return }
        cornerRadii = SheetCornerRadii(
          topLeading: values[0], topTrailing: values[1], bottomLeading: values[2], bottomTrailing: values[3])
      case .materialOpacity: materialOpacity = try object.number(name)
      case .contentViewport: contentViewport = try object.number(name)
      case .contentBottomInset: contentBottomInset = try object.number(name)
      case .footer:
        guard let values = try Self.numbers(Self.cardKeys, in: try object.object(name)) else { return }
        footer = SheetRect(x: values[0], y: values[1], width: values[2], height: values[3])
      case .regionOffsets:
        guard let offsets = try object.object(name) else { return }
        var read: [String: Double] = [:]
        for key in offsets.fields.keys { read[key] = try offsets.requiredNumber(key) }
        regionOffsets = read
      case .dimming: dimming = try object.number(name)
      case .blur: blur = try object.number(name)
      case .backgroundInteraction: backgroundInteraction = try object.bool(name)
      case .sheet:
        guard let value = try object.number(name) else { return }
        guard value >= 0, value == value.rounded(), value < 1e9 else {
          throw ScenarioError(path: object.fieldPath(name), message: "expected a sheet's index, found \(value)")
        }
        sheet = Int(value)
      case .stepBack:
        guard let back = try object.object(name) else { return }
        for key in back.fields.keys where !["depth", "scale", "offsetY", "cornerRadius"].contains(key) {
          throw ScenarioError(path: back.fieldPath(key), message: "unknown step-back key")
        }
        stepBack = StepBackCheck(
          depth: try back.number("depth"), scale: try back.number("scale"), offsetY: try back.number("offsetY"),
          cornerRadius: try back.number("cornerRadius"))
      }
    }

    /// The required numbers `keys` of `object`, in order, or `nil` without the object.
    private static func numbers(_ keys: [String], in object: JSONObject?) throws(ScenarioError) -> [Double]? {
      guard let object else { return nil }
      var values: [Double] = []
      for key in keys { values.append(try object.requiredNumber(key)) }
      return values
    }
  }
}

extension ScenarioExpectations.Checkpoint {
  /// The failures of the frame at or just after ``time`` in `result`, in ``Key`` order: one when
  /// there is no such frame.
  /// - Parameters:
  ///   - result: The replay.
  ///   - path: The checkpoint's path, for the error, such as `expect.checkpoints[2]`.
  /// - Throws: ``ScenarioError`` when the checkpoint checks the backdrop (`dimming`, `blur` or
  ///   `backgroundInteraction`) of a scenario that gives no `backdrop`.
  func failures(of result: SimulationResult, path: String) throws(ScenarioError) -> [String] {
    guard let bottom = result.frames.first(where: { $0.time >= time - 1e-9 }) else {
      return ["checkpoint t=\(time): no frame at or after it"]
    }
    let frame: FrameRecord
    switch sheet ?? 0 {
    case 0: frame = bottom
    case let index where index <= bottom.stack.count: frame = bottom.stack[index - 1]
    case let index: return ["checkpoint t=\(time): no sheet \(index) in the stack of \(bottom.stack.count + 1)"]
    }
    var failures: [String] = []
    for key in Key.allCases {
      guard let found = self.failures(key, of: frame) else {
        throw ScenarioError(path: path, message: "checks the backdrop, but the scenario gives no \"backdrop\"")
      }
      failures += found.map { "checkpoint t=\(time): \($0)" }
    }
    return failures
  }

  /// The failures of `frame` for `key`, or `nil` when the key checks a backdrop the frame has not.
  private func failures(_ key: Key, of frame: FrameRecord) -> [String]? {
    switch key {
    case .t: return []
    case .detent:
      guard let detent, frame.detent != detent else { return [] }
      return ["detent '\(frame.detent)', expected '\(detent)'"]
    case .height: return Self.outside("height", frame.height, height, 1)
    case .scrollOffset: return Self.outside("scroll offset", frame.scrollOffset, scrollOffset, 1)
    case .phase:
      guard let phase, frame.phase.rawValue != phase else { return [] }
      return ["phase '\(frame.phase.rawValue)', expected '\(phase)'"]
    case .progress: return Self.outside("progress", frame.progress, progress, 0.01)
    case .card:
      guard let card else { return [] }
      let pairs = zip(Self.values(of: frame.card), Self.values(of: card))
      return zip(Self.cardKeys, pairs).flatMap { key, pair in Self.outside("card \(key)", pair.0, pair.1, 1) }
    case .cornerRadii:
      guard let cornerRadii else { return [] }
      let pairs = zip(Self.values(of: frame.cornerRadii), Self.values(of: cornerRadii))
      return zip(Self.radiusKeys, pairs).flatMap { key, pair in
        Self.outside("corner radius \(key)", pair.0, pair.1, 0.5)
      }
    case .materialOpacity: return Self.outside("material opacity", frame.materialOpacity, materialOpacity, 0.01)
    case .contentViewport: return Self.outside("content viewport", frame.contentViewport, contentViewport, 1)
    case .contentBottomInset:
      return Self.outside("content bottom inset", frame.contentBottomInset, contentBottomInset, 1)
    case .footer:
      guard let footer else { return [] }
      let pairs = zip(Self.values(of: frame.footer), Self.values(of: footer))
      return zip(Self.cardKeys, pairs).flatMap { key, pair in Self.outside("footer \(key)", pair.0, pair.1, 1) }
    case .regionOffsets:
      guard let regionOffsets else { return [] }
      return regionOffsets.keys.sorted().flatMap { id -> [String] in
        guard let actual = frame.regionOffsets[id] else { return ["no scroll region '\(id)'"] }
        return Self.outside("region '\(id)' offset", actual, regionOffsets[id], 1)
      }
    case .dimming:
      guard dimming != nil || blur != nil || backgroundInteraction != nil else { return [] }
      guard frame.backdrop != nil else { return nil }
      return Self.outside("dimming", frame.backdrop?.dimming ?? 0, dimming, 0.01)
    case .blur: return Self.outside("blur", frame.backdrop?.blurRadius ?? 0, blur, 0.1)
    case .backgroundInteraction:
      guard let backgroundInteraction, let actual = frame.backdrop?.allowsBackgroundInteraction,
        actual != backgroundInteraction
      else { return [] }
      return ["backgroundInteraction \(actual), expected \(backgroundInteraction)"]
    case .sheet: return []
    case .stepBack: return stepBackFailures(of: frame)
    }
  }

  /// The failures of `frame`'s step-back (``FrameRecord/stepBack``, or none) against ``stepBack``.
  private func stepBackFailures(of frame: FrameRecord) -> [String] {
    guard let stepBack else { return [] }
    let back = frame.stepBack ?? .none
    return Self.outside("step-back depth", back.depth, stepBack.depth, 0.001)
      + Self.outside("step-back scale", back.scale, stepBack.scale, 0.001)
      + Self.outside("step-back offsetY", back.offsetY, stepBack.offsetY, 0.5)
      + Self.outside("step-back corner radius", back.cornerRadius, stepBack.cornerRadius, 0.5)
  }

  /// `["<what> <actual>, expected <expected> ± <tolerance>"]` when `expected` is given and
  /// `actual` lies further from it than `tolerance`, else none.
  private static func outside(_ what: String, _ actual: Double, _ expected: Double?, _ tolerance: Double) -> [String] {
    guard let expected, abs(actual - expected) > tolerance else { return [] }
    return ["\(what) \(actual), expected \(expected) ± \(JSONLines.number(tolerance))"]
  }

  private static func values(of rect: SheetRect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

  private static func values(of radii: SheetCornerRadii) -> [Double] {
    [radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing]
  }
}
