import BottomSheetCore
import Foundation

/// An input at a time: one entry of a scenario's `events`.
public struct TimedInput: Sendable, Hashable {
  /// Seconds from the scenario's start (after clamping to be non-decreasing).
  public var time: Double
  /// The input.
  public var input: SheetInput
  /// The sheet of the stack the input is for (`sheet`: 0 is the scenario's own, 1 the first of
  /// ``Scenario/stack``), or `nil` to route it by the stack's rules (`SheetStack.route(_:)`).
  public var sheet: Int?

  /// Creates an input at `time` seconds, for the sheet at `sheet` (`nil`: routed).
  public init(time: Double, input: SheetInput, sheet: Int? = nil) {
    self.time = time
    self.input = input
    self.sheet = sheet
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
  /// A saved sheet to start from (`restore`: `{"detent", "isPresented", "scrollOffset"}`, as
  /// `SheetSnapshot` codes itself), or `nil` to start at the initial detent, `presented` or not.
  /// With it, `presented` is the snapshot's.
  public var restore: SheetSnapshot?
  /// Header height in points.
  public var headerHeight: Double
  /// Content height in points.
  public var contentHeight: Double
  /// Footer height in points (`footer.height`; 0 without a footer).
  public var footerHeight: Double = 0
  /// The content's scroll regions at the start (`content.regions`): applied as
  /// `SheetInput.scrollRegions(_:)` at time 0, before the events. Empty for content that is one
  /// scroll view.
  public var scrollRegions: [SheetScrollRegion] = []
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
  /// How the background responds to the sheet (`backdrop`), if the file gives it: the
  /// configuration's `SheetConfiguration.backdrop`. Frames then report `dimming`, `blur` and
  /// `backgroundInteraction`.
  public var backdrop: BackdropStyle? {
    get { configuration.backdrop }
    set { configuration.backdrop = newValue }
  }
  /// The sheets presented above the scenario's own, bottom first (`stack`): the scenario's own
  /// sheet is sheet 0 of the stack, these are sheets 1, 2, …. Empty for a lone sheet.
  public var stack: [StackedSheet] = []
  /// The test expectations (`expect`), if any; ignored by the simulation.
  public var expect: JSONValue?
  /// The free-text description, if any.
  public var description: String?

  /// Creates a scenario from its parts. Events must be in non-decreasing time order.
  public init(
    container: SheetContainer, configuration: SheetConfiguration, presented: Bool = true,
    headerHeight: Double = 0, contentHeight: Double = 0, frameRate: Double = 120, until: Double,
    events: [TimedInput], ticks: [ScenarioTick] = [], diagnostics: [String] = [], backdrop: BackdropStyle? = nil,
    expect: JSONValue? = nil, description: String? = nil, clockOrigin: Double? = nil, footerHeight: Double = 0
  ) {
    self.footerHeight = footerHeight
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
    if let backdrop { self.configuration.backdrop = backdrop }
    self.expect = expect
    self.description = description
    self.clockOrigin = clockOrigin
  }

  /// The state the scenario starts from, at time 0: restored from ``restore`` when it has one,
  /// else at the initial detent (``presented`` or not), with the content's scroll regions
  /// (``scrollRegions``) applied; and what applying them reported (the state's own diagnostics
  /// are in its `initialDiagnostics`). Both the replay and the fuzzer start here.
  public func start() -> (state: SheetState, events: [SheetEvent]) {
    var state: SheetState
    if let restore {
      state = SheetState(
        configuration: configuration, container: container, restoring: restore, headerHeight: headerHeight,
        contentHeight: contentHeight, footerHeight: footerHeight, time: 0)
    } else {
      state = SheetState(
        configuration: configuration, container: container, presented: presented, headerHeight: headerHeight,
        contentHeight: contentHeight, footerHeight: footerHeight, time: 0)
    }
    let events = scrollRegions.isEmpty ? [] : state.apply(.scrollRegions(scrollRegions), at: 0)
    return (state, events)
  }

  /// The stack the scenario starts from, at time 0: its own sheet (``start()``) at the bottom and
  /// each sheet of ``stack`` above it, in the scenario's container; the events applying the
  /// scroll regions reported, then the diagnostics from creating each sheet above (the own
  /// sheet's are in its `initialDiagnostics`), tagged with their sheet.
  public func startStack() -> (stack: SheetStack, events: [SheetStack.Event]) {
    let (own, laidOut) = start()
    var sessions = [SheetSession(state: own)]
    var events = laidOut.map { SheetStack.Event(sheet: 0, event: $0) }
    for (offset, sheet) in stack.enumerated() {
      let session = SheetSession(
        configuration: sheet.configuration, container: container, presented: sheet.presented,
        headerHeight: sheet.headerHeight, contentHeight: sheet.contentHeight, footerHeight: sheet.footerHeight)
      events += session.state.initialDiagnostics.map { SheetStack.Event(sheet: offset + 1, event: .diagnostic($0)) }
      sessions.append(session)
    }
    let result = SheetStack(sessions)
    return (result, events)
  }

  /// Reads a scenario from JSON data.
  ///
  /// The events are read as a stream when the file gives its `container` before them (as every
  /// file this module writes does): each becomes an input as it is parsed, so a recording of an
  /// hour is never held as a tree of JSON values.
  /// - Throws: ``ScenarioError`` naming the field that cannot be read, or the line and column of
  ///   text that is not JSON.
  public init(json data: Data) throws(ScenarioError) {
    var streamed: EventReader?
    var firstError: ScenarioError?
    var kept: [JSONValue] = []
    var root = try JSONParser.value(of: data, streaming: "events") {
      (before: [String: JSONValue], value: JSONValue, index: Int) throws(ScenarioError) in
      if index == 0, let container = before["container"],
        let object = try? JSONObject(container, path: "container"),
        let start = try? Self.container(object, over: Self.defaultContainer)
      {
        streamed = EventReader(container: start)
      }
      guard streamed != nil else {
        // No container yet: the events wait as values, read once the whole file is.
        kept.append(value)
        return
      }
      guard firstError == nil else { return }
      do throws(ScenarioError) { try streamed?.read(value, index: index) } catch { firstError = error }
    }
    if streamed == nil, case .object(var fields) = root, fields["events"] == JSONValue.array([]) {
      fields["events"] = JSONValue.array(kept)
      root = .object(fields)
    }
    try self.init(root, events: streamed.map { .read($0, firstError: firstError) })
  }

  /// Reads a scenario from a decoded JSON value.
  /// - Throws: ``ScenarioError`` naming the field that cannot be read.
  public init(_ root: JSONValue) throws(ScenarioError) {
    try self.init(root, events: nil)
  }

  /// The events of a file read as a stream, with the first error in them (thrown where the
  /// events are read, after every field the reader checks before them).
  enum StreamedEvents {
    case read(EventReader, firstError: ScenarioError?)
  }

  private init(_ root: JSONValue, events streamed: StreamedEvents?) throws(ScenarioError) {
    let file = try JSONObject(root, path: "")
    var diagnostics: [String] = []

    guard let containerObject = try file.object("container") else {
      throw ScenarioError(path: "container", message: "required object is missing")
    }
    container = try Self.container(containerObject, over: Self.defaultContainer)

    configuration = try Self.configuration(file, diagnostics: &diagnostics)
    presented = try file.bool("presented") ?? true
    if let saved = try file.object("restore") {
      let offset = try saved.number("scrollOffset") ?? 0
      restore = SheetSnapshot(
        detent: try saved.string("detent"), isPresented: try saved.bool("isPresented") ?? true, scrollOffset: offset)
      presented = restore?.isPresented ?? presented
    }
    headerHeight = Self.length(try file.object("header")?.number("height"), "header.height", &diagnostics)
    contentHeight = Self.length(try file.object("content")?.number("height"), "content.height", &diagnostics)
    footerHeight = Self.length(try file.object("footer")?.number("height"), "footer.height", &diagnostics)
    if let content = try file.object("content"), let regions = try content.array("regions") {
      scrollRegions = try Self.regions(regions, path: content.fieldPath("regions"))
    }

    var rate = try file.number("frameRate") ?? 120
    if !(rate >= 1 && rate <= 1000) {
      diagnostics.append("frameRate \(rate) is not a number of frames per second in [1, 1000]; using 120")
      rate = 120
    }
    frameRate = rate

    var reader: EventReader
    switch streamed {
    case .read(let read, let firstError):
      if let firstError { throw firstError }
      _ = try file.requiredArray("events")
      reader = read
    case nil:
      reader = EventReader(container: container)
      for (index, value) in try file.requiredArray("events").enumerated() {
        try reader.read(value, index: index)
      }
    }
    stack = try Self.stack(try file.array("stack"), path: file.fieldPath("stack"), diagnostics: &diagnostics)
    diagnostics += reader.diagnostics
    let inputs = reader.inputs
    let frameTicks = reader.ticks
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

  /// A sheet's configuration: the fields `detents` (required), `initial`, `dismissible`, `spring`,
  /// `snapping`, `rubberBand`, `keyboard`, `reduceMotion`, `detentSpace`, `style`, `touchSlop`,
  /// `backdrop`, `accessibilityNames` and `scalesBackground`, each with its documented default — the scenario's own, and a `configure`
  /// event's `configuration`.
  ///
  /// - Throws: ``ScenarioError`` naming a field of the wrong type or a missing `detents`.
  static func configuration(_ file: JSONObject, diagnostics: inout [String]) throws(ScenarioError)
    -> SheetConfiguration
  {
    let detents = try detents(try file.requiredArray("detents"), path: file.fieldPath("detents"))
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
    var configuration = SheetConfiguration(
      detents: detents,
      initialDetent: try file.string("initial"),
      allowsDismissal: try file.bool("dismissible") ?? false,
      spring: spring,
      snapping: SnappingRule(mode: try file.choice("snapping", SnappingMode.self) ?? .projected),
      rubberBand: rubberBand,
      keyboardPolicy: try file.choice("keyboard", KeyboardPolicy.self) ?? .lift,
      reduceMotion: try file.bool("reduceMotion") ?? false,
      detentSpace: try file.choice("detentSpace", DetentSpace.self) ?? .container,
      style: try style(try file.object("style"), diagnostics: &diagnostics),
      touchSlop: length(try file.number("touchSlop"), file.fieldPath("touchSlop"), &diagnostics))
    configuration.backdrop = try backdrop(try file.object("backdrop"), diagnostics: &diagnostics)
    try readGestureFields(file, into: &configuration, diagnostics: &diagnostics)
    configuration.accessibilityNames = try accessibilityNames(try file.object("accessibilityNames"))
    configuration.scalesBackground = try file.bool("scalesBackground") ?? false
    return configuration
  }

  /// The names a screen reader gives detents: an object from detent id to name (`{"mid": "half
  /// open"}`), empty when left out.
  /// - Throws: ``ScenarioError`` naming a name that is not a string.
  static func accessibilityNames(_ object: JSONObject?) throws(ScenarioError) -> [String: String] {
    guard let object else { return [:] }
    var names: [String: String] = [:]
    for id in object.fields.keys.sorted() { names[id] = try object.string(id) }
    return names
  }

  /// Reads a scenario's events in order, one at a time: their times (clamped to
  /// [0, ``longest``] and made non-decreasing, with a diagnostic each), frame ticks, and inputs,
  /// each `resize` read over the container before it.
  struct EventReader {
    private(set) var inputs: [TimedInput] = []
    private(set) var ticks: [ScenarioTick] = []
    private(set) var diagnostics: [String] = []
    private var latest = -Double.infinity
    private var current: SheetContainer

    init(container: SheetContainer) { current = container }

    /// Reads `events[index]`.
    /// - Throws: ``ScenarioError`` naming the field that cannot be read.
    mutating func read(_ value: JSONValue, index: Int) throws(ScenarioError) {
      let object = try JSONObject(value, path: "events[\(index)]")
      var time = try object.requiredNumber("t")
      if !(time >= 0 && time <= Scenario.longest) {
        let clamped = time > Scenario.longest ? Scenario.longest : 0
        diagnostics.append(
          "events[\(index)] at t=\(time) is outside [0, \(Scenario.longest)] s; applied at t=\(clamped)")
        time = clamped
      }
      if time < latest {
        diagnostics.append("events[\(index)] at t=\(time) is earlier than the event before it; applied at t=\(latest)")
        time = latest
      }
      latest = time
      if try object.requiredString("type") == ScenarioTick.type {
        ticks.append(ScenarioTick(time: time, eventsBefore: inputs.count))
        return
      }
      let input = try SheetInput(json: object, after: current, diagnostics: &diagnostics)
      if case .resize(let resized) = input { current = resized }
      inputs.append(TimedInput(time: time, input: input, sheet: try Scenario.sheet(object)))
    }
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

  /// The container a `container` field's left-out fields come from: 390 points wide, no safe
  /// area, scale 3, no top obstruction (its height is required).
  static let defaultContainer = SheetContainer(height: 0, width: 390, safeArea: .zero, scale: 3, topObstruction: 0)

  /// Reads a container: `{"height", "width", "safeArea": {"top", "bottom"}, "scale",
  /// "topObstruction"}` (the top-level `container` field, or a `resize` event's fields), taking
  /// every field but `height` from `base` when it is left out (a safe area's left-out inset is 0).
  /// - Throws: ``ScenarioError`` naming the field: `height` missing, or a field of the wrong type.
  static func container(_ object: JSONObject, over base: SheetContainer) throws(ScenarioError) -> SheetContainer {
    var container = base
    container.height = try object.requiredNumber("height")
    container.width = try object.number("width") ?? base.width
    container.scale = try object.number("scale") ?? base.scale
    container.topObstruction = try object.number("topObstruction") ?? base.topObstruction
    container.layoutDirection = try object.choice("layoutDirection", SheetLayoutDirection.self) ?? base.layoutDirection
    if let inset = try object.object("safeArea") {
      container.safeArea = SafeAreaInsets(top: try inset.number("top") ?? 0, bottom: try inset.number("bottom") ?? 0)
    }
    return container
  }

  static func detents(_ values: [JSONValue], path: String) throws(ScenarioError) -> [SheetDetent] {
    var detents: [SheetDetent] = []
    for (index, value) in values.enumerated() {
      let object = try JSONObject(value, path: "\(path)[\(index)]")
      let id = try object.requiredString("id")
      let kinds = ["fraction", "points", "fitted", "header", "maximum", "marker"].filter(object.has)
      guard kinds.count == 1 else {
        throw ScenarioError(
          path: object.path,
          message: kinds.isEmpty
            ? "needs one of \"fraction\", \"points\", \"fitted\", \"header\", \"maximum\" or \"marker\""
            : "has \(kinds.joined(separator: " and ")); give exactly one")
      }
      switch kinds[0] {
      case "marker": detents.append(SheetDetent(id: id, .marker(try object.requiredString("marker"))))
      case "fraction": detents.append(SheetDetent(id: id, .fraction(try object.requiredNumber("fraction"))))
      case "points": detents.append(SheetDetent(id: id, .points(try object.requiredNumber("points"))))
      case "header":
        guard try object.bool("header") == true else {
          throw ScenarioError(path: object.fieldPath("header"), message: "expected true")
        }
        detents.append(SheetDetent(id: id, SheetDetent.header.kind))
      case "maximum":
        guard try object.bool("maximum") == true else {
          throw ScenarioError(path: object.fieldPath("maximum"), message: "expected true")
        }
        detents.append(SheetDetent(id: id, .maximum))
      default:
        guard try object.bool("fitted") == true else {
          throw ScenarioError(path: object.fieldPath("fitted"), message: "expected true")
        }
        detents.append(SheetDetent(id: id, .fitted))
      }
    }
    return detents
  }

  /// Every event `type` the format knows: the inputs' kinds, then `tick`.
  static let eventTypes = SheetInput.Kind.allCases.map(\.rawValue) + [ScenarioTick.type]
}
