import BottomSheetCore

/// `SheetInput ↔ JSON`: the scenario format's events, read and written in one place.
///
/// An event is `{"t": …, "type": …}` and the input's own fields; `type` is the input's
/// ``SheetInput/Kind`` (or `tick`, a frame tick, which is no input: ``ScenarioTick``). Reading
/// and then writing an input, or writing and then reading it, gives the same input, and each
/// kind's fields are read and written by the two switches below, which the compiler checks
/// cover every kind.
extension SheetInput {
  /// Reads an event's input.
  ///
  /// A `resize` keeps the values of `container` for the fields it leaves out; every field an
  /// input leaves out has its documented default.
  ///
  /// - Parameters:
  ///   - object: The event (its `t` is not read).
  ///   - container: The container before the event: the scenario's, or its latest `resize`'s.
  ///   - diagnostics: Where a normalization of a `style` or a `backdrop` is reported.
  /// - Throws: ``ScenarioError`` naming the field: a `type` that is no input's, a required field
  ///   that is missing, or a field of the wrong type.
  init(json object: JSONObject, after container: SheetContainer, diagnostics: inout [String]) throws(ScenarioError) {
    let type = try object.requiredString("type")
    guard let kind = Kind(rawValue: type) else {
      throw ScenarioError(
        path: object.fieldPath("type"),
        message: "unknown event type \"\(type)\"; expected one of \(Scenario.eventTypes.joined(separator: ", "))")
    }
    switch kind {
    case .touchDown: self = .touchDown(x: try object.number("x"), y: try object.requiredNumber("y"))
    case .touchMove: self = .touchMove(x: try object.number("x"), y: try object.requiredNumber("y"))
    case .touchUp: self = .touchUp(x: try object.number("x"), y: try object.requiredNumber("y"))
    case .touchCancel: self = .touchCancel
    case .resize: self = .resize(try Scenario.container(object, over: container))
    case .contentHeight: self = .contentHeight(try object.requiredNumber("height"))
    case .headerHeight: self = .headerHeight(try object.requiredNumber("height"))
    case .footerHeight: self = .footerHeight(try object.requiredNumber("height"))
    case .marker: self = .marker(try object.requiredString("name"), bottom: try object.number("bottom"))
    case .scrollRegions:
      self = .scrollRegions(
        try Scenario.regions(try object.requiredArray("regions"), path: object.fieldPath("regions")))
    case .regionOffset: self = .regionOffset(try object.requiredString("id"), try object.requiredNumber("offset"))
    case .regionScroll:
      self = .regionScroll(
        x: try object.number("x"), y: try object.requiredNumber("y"), deltaX: try object.number("deltaX") ?? 0,
        deltaY: try object.number("deltaY") ?? 0, isWheel: try object.bool("wheel") ?? false)
    case .scrollTo: self = .scroll(to: try object.requiredNumber("offset"))
    case .move: self = .move(to: try object.requiredString("detent"), animated: try object.bool("animated") ?? true)
    case .present: self = .present
    case .dismiss: self = .dismiss
    case .setDetents:
      self = .setDetents(try Scenario.detents(try object.requiredArray("detents"), path: object.fieldPath("detents")))
    case .accessibilityIncrement: self = .accessibilityIncrement
    case .accessibilityDecrement: self = .accessibilityDecrement
    case .keyboard:
      self = .keyboard(
        height: try object.requiredNumber("height"), duration: try object.number("duration") ?? 0,
        curve: try object.choice("curve", KeyboardAnimationCurve.self) ?? .easeInOut)
    case .keyboardPolicy:
      guard let policy = try object.choice("policy", KeyboardPolicy.self) else {
        throw ScenarioError(path: object.fieldPath("policy"), message: "required string is missing")
      }
      self = .keyboardPolicy(policy)
    case .reduceMotion: self = .reduceMotion(try object.bool("on") ?? true)
    case .wheel:
      self = .wheel(steps: try object.requiredNumber("steps"), stepLength: try object.number("stepLength") ?? 50)
    case .scrollGesture:
      self = .scrollGesture(
        delta: try object.requiredNumber("delta"),
        phase: try object.choice("phase", ScrollGesturePhase.self) ?? .changed,
        device: try object.choice("device", ScrollGestureDevice.self) ?? .touchpad)
    case .scrollGestureEnd: self = .scrollGestureEnd
    case .style:
      guard let given = try object.object("style") else {
        throw ScenarioError(path: object.fieldPath("style"), message: "required object is missing")
      }
      self = .style(try Scenario.style(given, diagnostics: &diagnostics))
    case .focus: self = .focus(y: try object.requiredNumber("y"), height: try object.requiredNumber("height"))
    case .backdrop: self = .backdrop(try Scenario.backdrop(try object.object("backdrop"), diagnostics: &diagnostics))
    case .scrimTap: self = .scrimTap
    case .escape: self = .escape
    case .grabberTap: self = .grabberTap
    case .grabberKey:
      guard let key = try object.choice("key", GrabberKey.self) else {
        throw ScenarioError(path: object.fieldPath("key"), message: "required string is missing")
      }
      self = .grabberKey(key)
    case .scrollViewOffset: self = .scrollViewOffset(try object.requiredNumber("offset"))
    case .configure:
      guard let given = try object.object("configuration") else {
        throw ScenarioError(path: object.fieldPath("configuration"), message: "required object is missing")
      }
      self = .configure(try Scenario.configuration(given, diagnostics: &diagnostics))
    case .answerDismissal: self = .answerDismissal(try object.bool("dismiss") ?? true)
    }
  }

  /// The input as an event's fields: `type`, then the input's own in the format's order.
  ///
  /// Every field is written, defaults included, except a touch's `x` when it has none, a
  /// `resize`'s `topObstruction` when it is `container`'s (the value a reader assumes without it),
  /// a `keyboard`'s `duration` and `curve` when it is a step, and a `scrollGesture`'s `phase` and
  /// `device` when they are `changed` and `touchpad` — so a file written before those fields
  /// existed is written back as it was — and a `backdrop`'s `backdrop` when it has none.
  ///
  /// - Parameter container: The container before the event, as for reading.
  /// - Returns: The fields; the caller puts the event's `t` before them.
  func json(after container: SheetContainer) -> JSONFields {
    var fields: JSONFields = ["type": .string(kind.rawValue)]
    switch self {
    case .touchDown(let x, let y), .touchMove(let x, let y), .touchUp(let x, let y):
      if let x { fields["x"] = .number(x) }
      fields["y"] = .number(y)
    case .resize(let resized):
      fields.append(contentsOf: Scenario.fields(of: resized, over: container))
    case .headerHeight(let height), .contentHeight(let height), .footerHeight(let height):
      fields["height"] = .number(height)
    case .keyboard(let height, let duration, let curve):
      fields["height"] = .number(height)
      if duration != 0 {
        fields["duration"] = .number(duration)
        fields["curve"] = .string(curve.rawValue)
      }
    case .focus(let y, let height):
      fields["y"] = .number(y)
      fields["height"] = .number(height)
    case .scroll(let offset), .scrollViewOffset(let offset): fields["offset"] = .number(offset)
    case .move(let id, let animated):
      fields["detent"] = .string(id)
      fields["animated"] = .bool(animated)
    case .setDetents(let list): fields["detents"] = Scenario.json(list)
    case .keyboardPolicy(let policy): fields["policy"] = .string(policy.rawValue)
    case .reduceMotion(let on): fields["on"] = .bool(on)
    case .wheel(let steps, let length):
      fields["steps"] = .number(steps)
      fields["stepLength"] = .number(length)
    case .scrollGesture(let delta, let phase, let device):
      fields["delta"] = .number(delta)
      if phase != .changed { fields["phase"] = .string(phase.rawValue) }
      if device != .touchpad { fields["device"] = .string(device.rawValue) }
    case .style(let style): fields["style"] = Scenario.json(style)
    case .backdrop(let style): if let style { fields["backdrop"] = Scenario.json(style) }
    case .grabberKey(let key): fields["key"] = .string(key.rawValue)
    case .answerDismissal(let dismisses): fields["dismiss"] = .bool(dismisses)
    case .scrollRegions(let regions): fields["regions"] = Scenario.json(regions)
    case .regionOffset(let id, let offset):
      fields["id"] = .string(id)
      fields["offset"] = .number(offset)
    case .regionScroll(let x, let y, let dx, let dy, let isWheel):
      if let x { fields["x"] = .number(x) }
      fields["y"] = .number(y)
      fields["deltaX"] = .number(dx)
      fields["deltaY"] = .number(dy)
      fields["wheel"] = .bool(isWheel)
    case .marker(let name, let bottom):
      fields["name"] = .string(name)
      if let bottom { fields["bottom"] = .number(bottom) }
    case .configure(let configuration): fields["configuration"] = .object(Scenario.fields(of: configuration))
    case .touchCancel, .present, .dismiss, .accessibilityIncrement, .accessibilityDecrement, .scrollGestureEnd,
      .scrimTap, .escape, .grabberTap:
      break
    }
    return fields
  }
}
