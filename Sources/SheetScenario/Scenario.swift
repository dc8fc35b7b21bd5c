import BottomSheetCore
import Foundation

/// An input at a time: one entry of a scenario's `events`.
public struct TimedInput: Sendable, Hashable {
  /// Seconds from the scenario's start (after clamping to be non-decreasing).
  public var time: Double
  /// The input.
  public var input: SheetInput

  public init(time: Double, input: SheetInput) {
    self.time = time
    self.input = input
  }
}

/// A sheet, its container and a timed list of inputs: the scenario replay format.
///
/// Units are points and seconds, y downward from the container's top edge. Every field but
/// `container`, `detents` and `events` is optional. Values that are readable but bad (a negative
/// fraction, a zero duration, events out of time order) are normalized with a diagnostic; a file
/// that cannot be read as a scenario (wrong types, missing required fields, unknown event types)
/// throws a ``ScenarioError`` naming the field's path.
public struct Scenario: Sendable {
  /// The container at the start.
  public var container: SheetContainer
  /// The sheet's configuration.
  public var configuration: SheetConfiguration
  /// Whether the sheet starts presented.
  public var presented: Bool
  /// Header height in points.
  public var headerHeight: Double
  /// Content height in points.
  public var contentHeight: Double
  /// The simulation's frame rate, frames per second.
  public var frameRate: Double
  /// The time the simulation ends, in seconds.
  public var until: Double
  /// The inputs, in file order, with non-decreasing times.
  public var events: [TimedInput]
  /// The frame ticks (`tick` events), in order among the inputs. Empty for a scenario that gives
  /// none: its frames are every 1/``frameRate`` s. A recording gives the ticks the toolkit made,
  /// and then the simulation ticks exactly there and nowhere else.
  public var ticks: [ScenarioTick]
  /// For a recording: the recording toolkit's clock at the scenario's time 0, in seconds
  /// (`clockOrigin`); adding it to a time gives the toolkit's time. Ignored by the simulation.
  public var clockOrigin: Double?
  /// Diagnostics from reading the file (normalizations the core does not see).
  public var diagnostics: [String]
  /// How the background responds to the sheet (`backdrop`), if the file gives it: frames then
  /// report `dimming`, `blur` and `backgroundInteraction`.
  public var backdrop: BackdropStyle?
  /// The test expectations (`expect`), if any; ignored by the simulation.
  public var expect: JSONValue?
  /// The free-text description, if any.
  public var description: String?

  /// Creates a scenario from its parts. Events must be in non-decreasing time order.
  public init(
    container: SheetContainer, configuration: SheetConfiguration, presented: Bool = true,
    headerHeight: Double = 0, contentHeight: Double = 0, frameRate: Double = 120, until: Double,
    events: [TimedInput], ticks: [ScenarioTick] = [], diagnostics: [String] = [], backdrop: BackdropStyle? = nil,
    expect: JSONValue? = nil, description: String? = nil, clockOrigin: Double? = nil
  ) {
    self.container = container
    self.configuration = configuration
    self.presented = presented
    self.headerHeight = headerHeight
    self.contentHeight = contentHeight
    self.frameRate = frameRate
    self.until = until
    self.events = events
    self.ticks = ticks
    self.diagnostics = diagnostics
    self.backdrop = backdrop
    self.expect = expect
    self.description = description
    self.clockOrigin = clockOrigin
  }

  /// Reads a scenario from JSON data.
  /// - Throws: ``ScenarioError`` naming the field that cannot be read.
  public init(json data: Data) throws(ScenarioError) {
    // JSONSerialization first: its errors say what is wrong with the text (a number out of
    // range, a bad byte) where the typed decoder only says which type it last tried.
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw ScenarioError(path: "", message: "not valid JSON (\(Self.describe(error)))")
    }
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ScenarioError(path: "", message: "not valid JSON (\(Self.describe(error)))")
    }
    try self.init(root)
  }

  /// Reads a scenario from a decoded JSON value.
  /// - Throws: ``ScenarioError`` naming the field that cannot be read.
  public init(_ root: JSONValue) throws(ScenarioError) {
    let file = try JSONObject(root, path: "")
    var diagnostics: [String] = []

    guard let containerObject = try file.object("container") else {
      throw ScenarioError(path: "container", message: "required object is missing")
    }
    container = try Self.container(containerObject)

    let detents = try Self.detents(try file.requiredArray("detents"), path: "detents")

    var spring = SheetSpring.sheet
    if let springObject = try file.object("spring") {
      let normalized = SheetSpring.normalized(
        duration: try springObject.number("duration") ?? 0.45,
        bounce: try springObject.number("bounce") ?? 0.2)
      spring = normalized.spring
      diagnostics += normalized.diagnostics
    }
    var rubberBand = RubberBand.standard
    if let constant = try file.number("rubberBand") {
      let normalized = RubberBand.normalized(constant: constant)
      rubberBand = normalized.band
      diagnostics += normalized.diagnostics
    }
    configuration = SheetConfiguration(
      detents: detents,
      initialDetent: try file.string("initial"),
      allowsDismissal: try file.bool("dismissible") ?? false,
      spring: spring,
      snapping: SnappingRule(mode: try file.choice("snapping", SnappingMode.self) ?? .projected),
      rubberBand: rubberBand,
      keyboardPolicy: try file.choice("keyboard", KeyboardPolicy.self) ?? .lift,
      reduceMotion: try file.bool("reduceMotion") ?? false,
      detentSpace: try file.choice("detentSpace", DetentSpace.self) ?? .container,
      style: try Self.style(try file.object("style"), diagnostics: &diagnostics),
      touchSlop: Self.length(try file.number("touchSlop"), "touchSlop", &diagnostics))
    backdrop = try Self.backdrop(try file.object("backdrop"), diagnostics: &diagnostics)
    presented = try file.bool("presented") ?? true
    headerHeight = Self.length(try file.object("header")?.number("height"), "header.height", &diagnostics)
    contentHeight = Self.length(try file.object("content")?.number("height"), "content.height", &diagnostics)

    var rate = try file.number("frameRate") ?? 120
    if !(rate >= 1 && rate <= 1000) {
      diagnostics.append("frameRate \(rate) is not a number of frames per second in [1, 1000]; using 120")
      rate = 120
    }
    frameRate = rate

    var inputs: [TimedInput] = []
    var frameTicks: [ScenarioTick] = []
    var latest = -Double.infinity
    var current = container
    for (index, value) in try file.requiredArray("events").enumerated() {
      let object = try JSONObject(value, path: "events[\(index)]")
      var time = try object.requiredNumber("t")
      if !(time >= 0 && time <= Self.longest) {
        let clamped = time > Self.longest ? Self.longest : 0
        diagnostics.append("events[\(index)] at t=\(time) is outside [0, \(Self.longest)] s; applied at t=\(clamped)")
        time = clamped
      }
      if time < latest {
        diagnostics.append("events[\(index)] at t=\(time) is earlier than the event before it; applied at t=\(latest)")
        time = latest
      }
      latest = time
      if try object.requiredString("type") == "tick" {
        frameTicks.append(ScenarioTick(time: time, eventsBefore: inputs.count))
        continue
      }
      let input = try Self.input(object, container: current, diagnostics: &diagnostics)
      if case .resize(let resized) = input { current = resized }
      inputs.append(TimedInput(time: time, input: input))
    }
    events = inputs
    ticks = frameTicks

    var end = max(inputs.last?.time ?? 0, frameTicks.last?.time ?? 0) + 3
    if let given = try file.number("until") {
      if given >= 0 && given <= Self.latestEnd {
        end = given
      } else {
        diagnostics.append("until \(given) is not a time in [0, \(Self.latestEnd)] s; using \(end)")
      }
    }
    let late = inputs.filter { $0.time > end }.count + frameTicks.filter { $0.time > end }.count
    if late > 0 {
      diagnostics.append("\(late) event(s) after until (\(end) s) will not be applied")
    }
    until = end
    self.diagnostics = diagnostics
    expect = file.fields["expect"]
    description = try file.string("description")
    clockOrigin = try file.number("clockOrigin")
  }

  private static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context): return context.debugDescription
      default: break
      }
    }
    return String(describing: error)
  }

  /// The latest time an event may have, in seconds: an hour.
  public static let longest = 3600.0

  /// The latest `until`, in seconds: 90 s past ``longest`` — room for every
  /// settle to end (`SheetSpring.longestSettle`) after an event at the last moment, so a file's
  /// default end (last event + 3 s) is never cut short.
  public static let latestEnd = longest + SheetSpring.longestSettle

  private static func length(_ value: Double?, _ path: String, _ diagnostics: inout [String]) -> Double {
    guard let value else { return 0 }
    guard value >= 0, value <= SheetContainer.maximumHeight else {
      diagnostics.append("\(path) \(value) is not a length in [0, 1000000] points; using 0")
      return 0
    }
    return value
  }

  /// The card style: `{"kind": "standard" | "floating" | "morphing", "inset", "cornerRadius",
  /// "expandedCornerRadius", "materialOpacity", "width"}`; a field left out is the core's
  /// `SheetCardStyle.Defaults` (inset 16 and corner radius 24 for a floating or morphing card,
  /// whose material opacity is 0.72; a standard card's top corners 14, and a morphing card's top
  /// corners 14 at the highest detent). `width` is
  /// the width policy: `{"breakpoint": 450, "maximumWidth": 640, "alignment": "leading" | "center"}`
  /// (each optional, with those defaults); without it the card is edge to edge at every width.
  static func style(_ object: JSONObject?, diagnostics: inout [String]) throws(ScenarioError) -> SheetCardStyle {
    guard let object else { return .standard }
    let kind = try object.requiredString("kind")
    let inset = try object.number("inset")
    let radius = try object.number("cornerRadius")
    let expanded = try object.number("expandedCornerRadius")
    let opacity = try object.number("materialOpacity")
    for (name, value) in [("inset", inset), ("cornerRadius", radius), ("expandedCornerRadius", expanded)] {
      if let value, !(value >= 0 && value <= SheetContainer.maximumHeight) {
        diagnostics.append("style.\(name) \(value) is not a length in [0, 1000000] points; using 0")
      }
    }
    if let opacity, !(opacity >= 0 && opacity <= 1) {
      diagnostics.append("style.materialOpacity \(opacity) is not an opacity in [0, 1]; brought into it")
    }
    let defaults = SheetCardStyle.Defaults.self
    var style: SheetCardStyle
    switch SheetCardStyle.Kind(rawValue: kind) {
    case .standard:
      for (name, value) in [("inset", inset), ("expandedCornerRadius", expanded), ("materialOpacity", opacity)]
      where value != nil {
        diagnostics.append("style.\(name) is not for a standard card; ignored")
      }
      style = .standard(cornerRadius: radius ?? defaults.standardCornerRadius)
    case .floating:
      if expanded != nil { diagnostics.append("style.expandedCornerRadius is for a morphing card; ignored") }
      style = .floating(
        inset: inset ?? defaults.inset, cornerRadius: radius ?? defaults.floatingCornerRadius,
        materialOpacity: opacity ?? defaults.materialOpacity)
    case .morphing:
      style = .morphing(
        inset: inset ?? defaults.inset, cornerRadius: radius ?? defaults.floatingCornerRadius,
        expandedCornerRadius: expanded ?? defaults.standardCornerRadius,
        materialOpacity: opacity ?? defaults.materialOpacity)
    case nil:
      throw ScenarioError(
        path: object.fieldPath("kind"),
        message: "expected \"standard\", \"floating\" or \"morphing\", found \"\(kind)\"")
    }
    if let width = try object.object("width") {
      let breakpoint = try width.number("breakpoint") ?? SheetWidthPolicy.defaultBreakpoint
      let widest = try width.number("maximumWidth") ?? SheetWidthPolicy.defaultMaximumWidth
      for (name, value) in [("breakpoint", breakpoint), ("maximumWidth", widest)]
      where !(value >= 0 && value <= SheetContainer.maximumHeight) {
        throw ScenarioError(
          path: width.fieldPath(name), message: "expected a width in [0, 1000000] points, found \(value)")
      }
      style.widthPolicy = SheetWidthPolicy(
        breakpoint: breakpoint, maximumWidth: widest,
        alignment: try width.choice("alignment", SheetCardAlignment.self) ?? .leading)
    }
    return style
  }

  /// The backdrop: `{"maximumDimming": 0.4, "maximumBlurRadius": 0, "undimmedThrough": id}`.
  static func backdrop(_ object: JSONObject?, diagnostics: inout [String]) throws(ScenarioError) -> BackdropStyle? {
    guard let object else { return nil }
    let dimming = try object.number("maximumDimming") ?? 0.4
    let blur = try object.number("maximumBlurRadius") ?? 0
    if !(dimming >= 0 && dimming <= 1) {
      diagnostics.append("backdrop.maximumDimming \(dimming) is not an opacity in [0, 1]; brought into it")
    }
    if !(blur >= 0 && blur <= SheetContainer.maximumHeight) {
      diagnostics.append("backdrop.maximumBlurRadius \(blur) is not a radius in [0, 1000000] points; using 0")
    }
    return BackdropStyle(
      maximumDimming: dimming, maximumBlurRadius: blur <= SheetContainer.maximumHeight ? blur : 0,
      undimmedThrough: try object.string("undimmedThrough"))
  }

  static func container(_ object: JSONObject) throws(ScenarioError) -> SheetContainer {
    var safeArea = SafeAreaInsets.zero
    if let inset = try object.object("safeArea") {
      safeArea = SafeAreaInsets(top: try inset.number("top") ?? 0, bottom: try inset.number("bottom") ?? 0)
    }
    return SheetContainer(
      height: try object.requiredNumber("height"),
      width: try object.number("width") ?? 390,
      safeArea: safeArea,
      scale: try object.number("scale") ?? 3,
      topObstruction: try object.number("topObstruction") ?? 0)
  }

  static func detents(_ values: [JSONValue], path: String) throws(ScenarioError) -> [SheetDetent] {
    var detents: [SheetDetent] = []
    for (index, value) in values.enumerated() {
      let object = try JSONObject(value, path: "\(path)[\(index)]")
      let id = try object.requiredString("id")
      let kinds = ["fraction", "points", "fitted", "header"].filter(object.has)
      guard kinds.count == 1 else {
        throw ScenarioError(
          path: object.path,
          message: kinds.isEmpty
            ? "needs one of \"fraction\", \"points\", \"fitted\" or \"header\""
            : "has \(kinds.joined(separator: " and ")); give exactly one")
      }
      switch kinds[0] {
      case "fraction": detents.append(SheetDetent(id: id, .fraction(try object.requiredNumber("fraction"))))
      case "points": detents.append(SheetDetent(id: id, .points(try object.requiredNumber("points"))))
      case "header":
        guard try object.bool("header") == true else {
          throw ScenarioError(path: object.fieldPath("header"), message: "expected true")
        }
        detents.append(SheetDetent(id: id, SheetDetent.header.kind))
      default:
        guard try object.bool("fitted") == true else {
          throw ScenarioError(path: object.fieldPath("fitted"), message: "expected true")
        }
        detents.append(SheetDetent(id: id, .fitted))
      }
    }
    return detents
  }

  static let eventTypes = [
    "touchDown", "touchMove", "touchUp", "touchCancel", "resize", "contentHeight", "headerHeight", "scrollTo",
    "move", "present", "dismiss", "setDetents", "accessibilityIncrement", "accessibilityDecrement", "keyboard",
    "keyboardPolicy", "reduceMotion", "wheel", "scrollGesture", "scrollGestureEnd", "style", "tick",
  ]

  /// Reads one event. A `resize` keeps the current container's width, safe area and scale unless
  /// it gives them.
  static func input(
    _ object: JSONObject, container: SheetContainer, diagnostics: inout [String]
  ) throws(ScenarioError) -> SheetInput {
    let type = try object.requiredString("type")
    switch type {
    case "touchDown": return .touchDown(x: try object.number("x"), y: try object.requiredNumber("y"))
    case "touchMove": return .touchMove(x: try object.number("x"), y: try object.requiredNumber("y"))
    case "touchUp": return .touchUp(x: try object.number("x"), y: try object.requiredNumber("y"))
    case "touchCancel": return .touchCancel
    case "resize":
      var resized = container
      resized.height = try object.requiredNumber("height")
      resized.width = try object.number("width") ?? container.width
      resized.scale = try object.number("scale") ?? container.scale
      resized.topObstruction = try object.number("topObstruction") ?? container.topObstruction
      if let inset = try object.object("safeArea") {
        resized.safeArea = SafeAreaInsets(top: try inset.number("top") ?? 0, bottom: try inset.number("bottom") ?? 0)
      }
      return .resize(resized)
    case "contentHeight": return .contentHeight(try object.requiredNumber("height"))
    case "headerHeight": return .headerHeight(try object.requiredNumber("height"))
    case "scrollTo": return .scroll(to: try object.requiredNumber("offset"))
    case "move": return .move(to: try object.requiredString("detent"), animated: try object.bool("animated") ?? true)
    case "present": return .present
    case "dismiss": return .dismiss
    case "setDetents":
      return .setDetents(try detents(try object.requiredArray("detents"), path: object.fieldPath("detents")))
    case "accessibilityIncrement": return .accessibilityIncrement
    case "accessibilityDecrement": return .accessibilityDecrement
    case "keyboard": return .keyboard(height: try object.requiredNumber("height"))
    case "reduceMotion": return .reduceMotion(try object.bool("on") ?? true)
    case "wheel":
      return .wheel(steps: try object.requiredNumber("steps"), stepLength: try object.number("stepLength") ?? 50)
    case "scrollGesture": return .scrollGesture(delta: try object.requiredNumber("delta"))
    case "scrollGestureEnd": return .scrollGestureEnd
    case "style":
      guard let given = try object.object("style") else {
        throw ScenarioError(path: object.fieldPath("style"), message: "required object is missing")
      }
      return .style(try style(given, diagnostics: &diagnostics))
    case "keyboardPolicy":
      guard let policy = try object.choice("policy", KeyboardPolicy.self) else {
        throw ScenarioError(path: object.fieldPath("policy"), message: "required string is missing")
      }
      return .keyboardPolicy(policy)
    default:
      throw ScenarioError(
        path: object.fieldPath("type"),
        message: "unknown event type \"\(type)\"; expected one of \(eventTypes.joined(separator: ", "))")
    }
  }
}
