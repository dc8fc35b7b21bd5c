import Foundation
import os

/// An opt-in trace of the layer's decisions, for the checks on a device: which recognizer fed the
/// core, what the scroll lock decided, the presentation's steps, the keyboard's notifications.
///
/// Off by default. Turn it on with the launch environment variable ``environmentVariable`` set to
/// `1` (in an Xcode scheme: Run › Arguments › Environment Variables), read once, at the first
/// call site that runs; or in code with ``isEnabled``. While it is off, each call site costs one
/// Boolean read (under a lock, as pure decision types trace from any thread in tests) and builds
/// no string: the message is an autoclosure.
///
/// Each line goes to Apple's unified logging (`os.Logger`, subsystem ``subsystem``, the
/// category's name as the logger's category, at the debug level, every value `privacy: .public`)
/// and to ``handler`` when the app set one. A line is its ``Line/time`` (seconds of
/// `ProcessInfo.systemUptime`, the monotonic clock UIKit stamps touches and events with), its
/// ``Category`` and a short message with the numbers: points (y downward) and seconds.
///
/// Read it in Xcode's console, in Console.app (Action › Include Debug Messages, then filter by
/// the subsystem), or with
/// `log stream --predicate 'subsystem == "io.github.swiftbottomsheet"' --level debug`.
/// A screen for the device checks can show the last lines too:
///
/// ```swift
/// SheetTrace.isEnabled = true
/// SheetTrace.handler = { line in
///   recentLines = Array((recentLines + [line.description]).suffix(20))
/// }
/// ```
///
/// Not run on Apple hardware: like the rest of the layer, the trace has been compiled only
/// against stubs on Linux, where its lines were checked by tests of the pure decision types.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum SheetTrace {
  /// The launch environment variable that turns the trace on: `SWIFT_BOTTOM_SHEET_TRACE`, set to
  /// `1`, `true` or `yes` (any case). Any other value, or none, leaves it off.
  public static let environmentVariable = "SWIFT_BOTTOM_SHEET_TRACE"

  /// The unified logging subsystem of the trace's lines.
  public static let subsystem = "io.github.swiftbottomsheet"

  /// What a line is about: the unified logging category it is written to.
  public enum Category: String, Sendable, Hashable, CaseIterable {
    /// The sheet's pan: each touch it fed the core (but its moves) with the recognizer, its view
    /// and its delegate, its resets, UIKit's questions about the recognizers around the sheet,
    /// the content's recognizers cancelled.
    case pan
    /// The tracked scroll view: which one was found, and the scroll lock's holds, hand-overs and
    /// reports.
    case scroll
    /// A modal sheet's presentation: the coordinator's inputs and the steps it returned.
    case presentation
    /// The keyboard's notifications and the fields that begin editing.
    case keyboard
  }

  /// One line of the trace.
  public struct Line: Sendable, Hashable, CustomStringConvertible {
    /// When, in seconds of `ProcessInfo.systemUptime` (monotonic, since the device started).
    public var time: Double
    /// What it is about.
    public var category: Category
    /// What happened, with its numbers (points, y downward; seconds).
    public var message: String

    /// A line at `time` (seconds) in `category`.
    public init(time: Double, category: Category, message: String) {
      self.time = time
      self.category = category
      self.message = message
    }

    /// `time category: message`, the time with four decimals (a tenth of a millisecond).
    public var description: String {
      "\(SheetTrace.seconds(time)) \(category.rawValue): \(message)"
    }
  }

  /// Whether the trace is on. Starts as the launch environment says (``environmentVariable``);
  /// set it to turn the trace on or off from then on.
  @MainActor public static var isEnabled: Bool {
    get { state.withLock { $0.isEnabled } }
    set { state.withLock { $0.isEnabled = newValue } }
  }

  /// Called with every line while the trace is on, on the main actor, after the line was written
  /// to the unified log: a screen for the device checks can keep the last lines and show them.
  /// `nil` (the default): lines go to the unified log only.
  @MainActor public static var handler: (@MainActor @Sendable (Line) -> Void)? {
    get { state.withLock { $0.handler } }
    set { state.withLock { $0.handler = newValue } }
  }

  /// Whether an environment turns the trace on: ``environmentVariable`` is `1`, `true` or `yes`,
  /// in any case.
  ///
  /// - Parameter environment: A process environment (`ProcessInfo.processInfo.environment`).
  package static func enables(environment: [String: String]) -> Bool {
    guard let value = environment[environmentVariable] else { return false }
    return ["1", "true", "yes"].contains(value.lowercased())
  }

  /// Traces a line in `category` when the trace is on; otherwise does nothing, and `message` is
  /// never evaluated.
  ///
  /// - Parameters:
  ///   - category: What the line is about.
  ///   - message: The line's text, with its numbers (points, seconds). Built only when traced.
  package static func log(_ category: Category, _ message: @autoclosure () -> String) {
    guard state.withLock({ $0.isOn }) else { return }
    emit(category, message())
  }

  /// A number of seconds or points as the trace writes it: four decimals, so lines compare
  /// exactly in tests and read alike on every device.
  package static func seconds(_ value: Double) -> String {
    value.isFinite ? String(format: "%.4f", value) : "\(value)"
  }

  /// A number of points as the trace writes it: one decimal (a tenth of a point is below a pixel
  /// on every Apple display).
  package static func points(_ value: Double) -> String {
    value.isFinite ? String(format: "%.1f", value) : "\(value)"
  }

  /// An object's identity as the trace writes it (a recognizer, a touch, a view): its address in
  /// hexadecimal, the same for one object throughout its life.
  package static func identity(_ id: ObjectIdentifier) -> String {
    "0x" + String(UInt(bitPattern: id), radix: 16)
  }

  /// An object as the trace writes it: its type and its ``identity(_:)``, such as
  /// `UICollectionView 0x10b2e4a00`.
  package static func object(_ object: AnyObject) -> String {
    "\(type(of: object)) \(identity(ObjectIdentifier(object)))"
  }

  /// A rectangle as the trace writes it: origin and size in points.
  package static func rect(_ rect: CGRect) -> String {
    "(\(points(Double(rect.origin.x))), \(points(Double(rect.origin.y))),"
      + " \(points(Double(rect.size.width))) x \(points(Double(rect.size.height))))"
  }

  // MARK: - Where the lines go

  /// The trace's switch, handler and the recorders tests opened, behind one lock.
  private struct State {
    var isEnabled = SheetTrace.enables(environment: ProcessInfo.processInfo.environment)
    var handler: (@MainActor @Sendable (Line) -> Void)?
    /// How many ``record(clock:_:)`` scopes are open, in any task.
    var recorders = 0
    /// Whether a call site builds its line: on, or a test records somewhere.
    var isOn: Bool { isEnabled || recorders > 0 }
  }

  /// The one instance of ``State``.
  private static let state = Locked(State())

  /// Writes a line that is on: to the recorder of the current task if a test opened one, and
  /// only there; otherwise to the unified log and the handler, if the trace is enabled.
  private static func emit(_ category: Category, _ message: String) {
    if let recorder = Recorder.current {
      recorder.append(Line(time: recorder.clock(), category: category, message: message))
      return
    }
    let (isEnabled, handler) = state.withLock { ($0.isEnabled, $0.handler) }
    guard isEnabled else { return }
    let line = Line(time: ProcessInfo.processInfo.systemUptime, category: category, message: message)
    let text = "\(seconds(line.time)) \(message)"
    Logger(subsystem: subsystem, category: category.rawValue).debug("\(text, privacy: .public)")
    guard let handler else { return }
    if Thread.isMainThread {
      MainActor.assumeIsolated { handler(line) }
    } else {
      Task { @MainActor in handler(line) }
    }
  }

  /// Records the lines traced by `body` in the current task, and only those, with times from
  /// `clock`, whether or not the trace is enabled: how tests read the lines of one sequence while
  /// other tests run in parallel. Nothing goes to the unified log or the handler meanwhile.
  ///
  /// - Parameters:
  ///   - clock: The time of each line, in seconds.
  ///   - body: The sequence to trace.
  /// - Returns: The lines, in order.
  package static func record(clock: @escaping @Sendable () -> Double = { 0 }, _ body: () throws -> Void) rethrows
    -> [Line]
  {
    let recorder = Recorder(clock: clock)
    state.withLock { $0.recorders += 1 }
    defer { state.withLock { $0.recorders -= 1 } }
    try Recorder.$current.withValue(recorder) { try body() }
    return recorder.lines
  }

  /// The lines a test records (``record(clock:_:)``).
  private final class Recorder: Sendable {
    @TaskLocal static var current: Recorder?
    let clock: @Sendable () -> Double
    private let recorded = Locked([Line]())

    init(clock: @escaping @Sendable () -> Double) {
      self.clock = clock
    }

    var lines: [Line] { recorded.withLock { $0 } }

    func append(_ line: Line) {
      recorded.withLock { $0.append(line) }
    }
  }
}

/// A value behind an `NSLock` (available on every platform the layer and its tests build for;
/// `Synchronization.Mutex` needs iOS 18 and macOS 15).
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
