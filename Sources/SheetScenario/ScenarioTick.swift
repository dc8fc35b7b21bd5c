/// A frame tick a scenario gives (`{"t": …, "type": "tick"}`): the core advances to its time and,
/// with `--frames`, a frame line is printed. Recordings give one for every tick the toolkit made.
public struct ScenarioTick: Sendable, Hashable {
  /// Seconds from the scenario's start (after clamping to be non-decreasing with the events).
  public var time: Double
  /// How many of the scenario's inputs come before it in the file: they are applied first.
  public var eventsBefore: Int

  /// Creates a tick at `time` seconds after the first `eventsBefore` inputs.
  public init(time: Double, eventsBefore: Int) {
    self.time = time
    self.eventsBefore = eventsBefore
  }
}

extension ScenarioTick {
  /// A tick's event `type` in the scenario format.
  static let type = "tick"

  /// The tick as an event: `{"t": …, "type": "tick"}`.
  var json: JSONValue { .object(["t": .number(time), "type": .string(Self.type)]) }
}
