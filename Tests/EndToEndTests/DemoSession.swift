import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One line of `bottom-sheet-demo --trace --frames`.
struct TraceLine: Sendable {
  var time: Double
  var event: String?
  var frame: Int?
  var page: String?
  var height: Double?
  var detent: String?
  var target: String?
  var velocity: Double?
  var phase: String?
  var scrollOffset: Double?
  var dimming: Double?
  var blur: Double?
  var headerHeight: Double?
  var contentHeight: Double?
  var keyboardHeight: Double?
  /// The search list's scroll offset as GTK shows it, and its largest (search page frames and
  /// `drawn` lines).
  var listOffset: Double?
  var listEnd: Double?
  /// GTK's offset of the search sheet's row of categories (`drawn` lines with `--categories`),
  /// and the core's offset of each scroll region (frame lines with regions), points.
  var categoriesOffset: Double?
  var regionOffsets: [String: Double]?
  /// A tray step (`step` lines), or the count of a `backgroundClick` line.
  var step: String?
  var count: Int?
  /// Whether the tray's background hides small balances (`smallBalances` lines).
  var hidden: Bool?
  /// The render plan's card (frame lines): left edge and width, points.
  var cardX: Double?
  var cardWidth: Double?
  /// The render plan's top-leading and bottom-leading corner radii (points) and material opacity
  /// (frame lines).
  var topRadius: Double?
  var bottomRadius: Double?
  var materialOpacity: Double?
  /// The render plan's footer (frame lines with a footer), points; a marker widget's bounds in
  /// the sheet's container (the tray's `drawn` lines with `--marker`), points.
  var footer: (x: Double, y: Double, width: Double, height: Double)?
  var marker: (x: Double, y: Double, width: Double, height: Double)?
  /// The height covered at the container's top (the `ready` line), points.
  var topObstruction: Double?
  /// The focused widget's GObject type and its bounds in the window (`focus` lines; `widget` is
  /// `nil` when nothing has focus), points.
  var widget: String?
  var bounds: (x: Double, y: Double, width: Double, height: Double)?
  /// The search list's rows as a paint drew them (`drawn` lines): each row widget GTK shows, the
  /// position of the item it holds, its title, and its top edge and height in the list's
  /// viewport (points), from GTK's allocation.
  var rows: [DrawnRow]?
  /// A sheet's configuration after `--settings` took effect (`settings` lines): its detents'
  /// heights (points), spring duration (s), snapping, dismissal and keyboard policy.
  var heights: [Double]?
  var springDuration: Double?
  var snapping: String?
  var dismissible: Bool?
  var keyboard: String?
  /// A `dismissAttempted` line's detent the sheet left.
  var from: String?
  /// An `announce` line's position (its count is ``count``); an `accessible` line's grabber
  /// description and value text, as GTK's accessibility context holds them.
  var position: Int?
  var accessibleDescription: String?
  var valueText: String?
  /// The sheet a line is from when it is not the page's own (`"confirm"`, presented over the tray).
  var sheet: String?
  /// A stepped-back sheet's step-back and its card as drawn (points).
  var stepBack: StepBack?

  /// The app's content stepped back behind the stack (the bottom sheet's frames with
  /// `--scale-background`): depth, scale, offset and corner radius (points).
  var background: (depth: Double, scale: Double, offsetY: Double, cornerRadius: Double)?
  /// An `accessibleHidden` line's sheets, bottom first, and whether GTK's accessibility context
  /// holds each hidden.
  var sheets: [String]?
  var hiddenSheets: [Bool]?

  struct StepBack: Sendable {
    var depth: Double
    var scale: Double
    var offsetY: Double
    var card: (x: Double, y: Double, width: Double, height: Double)
  }

  /// A row of a `drawn` line.
  struct DrawnRow: Sendable, CustomStringConvertible {
    var position: Int
    var title: String
    var y: Double
    var height: Double
    var description: String { "#\(position) \(title) at \(y)" }
  }

  init?(_ line: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let time = (object["t"] as? NSNumber)?.doubleValue
    else { return nil }
    func number(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
    self.time = time
    event = object["event"] as? String
    accessibleDescription = object["description"] as? String
    valueText = object["valueText"] as? String
    position = (object["position"] as? NSNumber)?.intValue
    frame = (object["frame"] as? NSNumber)?.intValue
    page = object["page"] as? String
    height = number("height")
    detent = object["detent"] as? String
    target = object["target"] as? String
    velocity = number("velocity")
    phase = object["phase"] as? String
    scrollOffset = number("scrollOffset")
    dimming = number("dimming")
    blur = number("blur")
    headerHeight = number("headerHeight")
    contentHeight = number("contentHeight")
    keyboardHeight =
      number("height").flatMap { object["event"] as? String == "keyboard" ? $0 : nil }
      ?? number("keyboardHeight")
    step = object["step"] as? String
    listOffset = number("listOffset")
    listEnd = number("listEnd")
    categoriesOffset = number("categoriesOffset")
    if let regions = object["regions"] as? [[String: Any]] {
      var offsets: [String: Double] = [:]
      for region in regions {
        if let id = region["id"] as? String, let offset = (region["offset"] as? NSNumber)?.doubleValue {
          offsets[id] = offset
        }
      }
      regionOffsets = offsets
    }
    count = (object["count"] as? NSNumber)?.intValue
    hidden = object["hidden"] as? Bool
    let card = object["card"] as? [String: Any]
    cardX = (card?["x"] as? NSNumber)?.doubleValue
    cardWidth = (card?["width"] as? NSNumber)?.doubleValue
    let radii = object["cornerRadii"] as? [String: Any]
    topRadius = (radii?["topLeading"] as? NSNumber)?.doubleValue
    bottomRadius = (radii?["bottomLeading"] as? NSNumber)?.doubleValue
    materialOpacity = number("materialOpacity")
    func rect(_ key: String) -> (x: Double, y: Double, width: Double, height: Double)? {
      guard let rect = object[key] as? [String: Any], let x = (rect["x"] as? NSNumber)?.doubleValue,
        let y = (rect["y"] as? NSNumber)?.doubleValue, let width = (rect["width"] as? NSNumber)?.doubleValue,
        let height = (rect["height"] as? NSNumber)?.doubleValue
      else { return nil }
      return (x, y, width, height)
    }
    footer = rect("footer")
    sheet = object["sheet"] as? String
    if let back = object["stepBack"] as? [String: Any], let depth = (back["depth"] as? NSNumber)?.doubleValue,
      let scale = (back["scale"] as? NSNumber)?.doubleValue, let offsetY = (back["offsetY"] as? NSNumber)?.doubleValue,
      let card = back["card"] as? [String: Any], let x = (card["x"] as? NSNumber)?.doubleValue,
      let y = (card["y"] as? NSNumber)?.doubleValue, let width = (card["width"] as? NSNumber)?.doubleValue,
      let height = (card["height"] as? NSNumber)?.doubleValue
    {
      stepBack = StepBack(depth: depth, scale: scale, offsetY: offsetY, card: (x, y, width, height))
    }
    marker = rect("marker")
    if let back = object["background"] as? [String: Any], let depth = (back["depth"] as? NSNumber)?.doubleValue,
      let scale = (back["scale"] as? NSNumber)?.doubleValue, let offsetY = (back["offsetY"] as? NSNumber)?.doubleValue,
      let radius = (back["cornerRadius"] as? NSNumber)?.doubleValue
    {
      background = (depth, scale, offsetY, radius)
    }
    sheets = object["sheets"] as? [String]
    hiddenSheets = object["hiddenSheets"] as? [Bool]
    topObstruction = number("topObstruction")
    widget = object["widget"] as? String
    rows = (object["rows"] as? [[String: Any]])?.compactMap { row in
      guard let position = (row["position"] as? NSNumber)?.intValue, let title = row["title"] as? String,
        let y = (row["y"] as? NSNumber)?.doubleValue, let height = (row["height"] as? NSNumber)?.doubleValue
      else { return nil }
      return DrawnRow(position: position, title: title, y: y, height: height)
    }
    heights = (object["heights"] as? [NSNumber])?.map(\.doubleValue)
    springDuration = number("springDuration")
    snapping = object["snapping"] as? String
    dismissible = object["dismissible"] as? Bool
    keyboard = object["keyboard"] as? String
    from = object["from"] as? String
    if let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") {
      bounds = (x, y, width, height)
    }
  }

  /// Whether this is a frame line.
  var isFrame: Bool { frame != nil }
}

/// The demo running in its own Xvfb display, driven by xdotool with a real pointer.
final class DemoSession: @unchecked Sendable {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let screenshots = packageRoot.appendingPathComponent("screenshots")

  let display: String
  /// Where the demo's standard error goes: one file per session.
  let stderrPath: String
  private let xvfb: ChildProcess
  private let demo: ChildProcess

  /// Starts Xvfb (a screen of `screen`, such as `"390x844"`: the window's size, or larger for a
  /// test that resizes the window) and the demo with `arguments` (besides `--trace --frames`) on
  /// GSK's `renderer` (cairo unless given; `gl` runs on Mesa's software GL) with `environment`
  /// (besides the display and the renderer), and waits for its `ready` line.
  init(
    _ arguments: [String] = [], screen: String = "390x844", renderer: String = "cairo",
    environment: [String: String] = [:]
  ) async throws {
    let number = try Self.freeDisplayNumber()
    display = ":\(number)"
    xvfb = try ChildProcess("/usr/bin/Xvfb", [display, "-screen", "0", "\(screen)x24", "-nolisten", "tcp"])
    var up = false
    for _ in 0..<100 {
      if try ChildProcess.run("/usr/bin/xdotool", ["getmouselocation"], environment: ["DISPLAY": display]) == 0 {
        up = true
        break
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    guard up else {
      xvfb.stop()
      throw ProcessError("Xvfb did not start on \(display)")
    }
    stderrPath = "/tmp/bottom-sheet-demo-e2e-\(getpid())-\(number).log"
    demo = try ChildProcess(
      Self.executable, ["--trace", "--frames"] + arguments,
      environment: ["DISPLAY": display, "GSK_RENDERER": renderer, "GTK_A11Y": "none", "NO_AT_BRIDGE": "1"]
        .merging(environment) { _, given in given },
      captureOutput: true, stderrPath: stderrPath)
    do {
      _ = try await waitFor(timeout: 20) { $0.event == "ready" }
      // A click at once after the first paint was lost now and then on a loaded machine (the
      // trace showed `ready` and nothing after): give the window a moment to take input.
      try await Task.sleep(for: .milliseconds(200))
    } catch {
      close()
      throw error
    }
  }

  /// The demo to run: the built one, or `DEMO_EXECUTABLE` (another build of the demo, an older
  /// one say, to see a test fail before its fix).
  static var executable: String {
    ProcessInfo.processInfo.environment["DEMO_EXECUTABLE"]
      ?? productsDirectory.appendingPathComponent("bottom-sheet-demo").path
  }

  /// The first display number from 50 up with no X server lock file.
  static func freeDisplayNumber() throws -> Int {
    for number in 50..<400 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
      return number
    }
    throw ProcessError("no free X display number")
  }

  /// Quits the demo with SIGTERM (as `kill` or a session manager would), leaving Xvfb running
  /// and the trace readable.
  ///
  /// - Returns: Whether the demo exited within `grace` seconds rather than being killed.
  func quitDemo(grace: Double = 8) -> Bool {
    demo.stop(grace: grace)
  }

  /// Stops the demo and Xvfb.
  func close() {
    demo.stop()
    xvfb.stop()
  }

  /// What the demo wrote on standard error so far (GTK's warnings among it).
  var standardError: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

  /// Every trace line so far.
  var trace: [TraceLine] { demo.output.compactMap(TraceLine.init) }

  /// Waits until a line after index `after` matches, and returns it.
  func waitFor(after: Int = 0, timeout: Double = 4, _ match: (TraceLine) -> Bool) async throws -> TraceLine {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let lines = trace
      if lines.count > after, let found = lines[after...].first(where: match) { return found }
      guard demo.isRunning else { throw ProcessError("the demo exited; see \(stderrPath)") }
      try await Task.sleep(for: .milliseconds(20))
    }
    // Say what the demo did last, so a timeout can be read from the log alone.
    let recent = demo.output.suffix(40).filter { !$0.contains(#""frame":"#) }.suffix(6).joined(separator: "\n  ")
    throw ProcessError("timed out after \(timeout) s waiting for a trace line; the last events:\n  \(recent)")
  }

  /// Waits for the next `settled` event after `after` and returns it.
  func settled(after: Int, timeout: Double = 4) async throws -> TraceLine {
    try await waitFor(after: after, timeout: timeout) { $0.event == "settled" }
  }

  /// Waits for a line after `after` that matches `cause` (a `keyboard` line, say), then for the
  /// next `settled` after that line: the settle the cause started. A click on the sheet is also a
  /// press that the core answers with a `settled` where the sheet was; this skips it when it
  /// comes first.
  func settled(after: Int, following cause: (TraceLine) -> Bool, timeout: Double = 4) async throws -> TraceLine {
    _ = try await waitFor(after: after, timeout: timeout, cause)
    let lines = trace
    let index = lines[after...].firstIndex(where: cause) ?? after
    return try await settled(after: index + 1, timeout: timeout)
  }

  /// Presses at (x, y0), moves to y1 in `steps` moves `interval` seconds apart, holds `hold`
  /// seconds, and releases: one xdotool process for the whole gesture.
  func drag(x: Int = 195, from y0: Int, to y1: Int, steps: Int, interval: Double = 0.016, hold: Double = 0) throws {
    var arguments = ["mousemove", "\(x)", "\(y0)", "mousedown", "1"]
    for step in 1...max(1, steps) {
      let y = y0 + (y1 - y0) * step / max(1, steps)
      arguments += ["sleep", String(interval), "mousemove", "\(x)", "\(y)"]
    }
    if hold > 0 { arguments += ["sleep", String(hold)] }
    arguments += ["mouseup", "1"]
    try xdotool(arguments)
  }

  /// Clicks at (x, y) with the primary button.
  func click(x: Int, y: Int) throws {
    try xdotool(["mousemove", "\(x)", "\(y)", "sleep", "0.05", "click", "1"])
  }

  /// Resizes the demo's window to `width` × `height` points (there is no window manager: the
  /// window stays at the screen's top-left corner).
  func resizeWindow(width: Int, height: Int) throws {
    try xdotool(["search", "--name", "Bottom sheets", "windowsize", "\(width)", "\(height)"])
  }

  /// Turns the mouse wheel at (x, y) `notches` times toward the user (more content; X button 5),
  /// or away from the user for a negative count (button 4), `interval` seconds apart.
  func wheel(x: Int = 195, y: Int, notches: Int, interval: Double = 0.12) throws {
    var arguments = ["mousemove", "\(x)", "\(y)"]
    for _ in 0..<abs(notches) { arguments += ["click", notches > 0 ? "5" : "4", "sleep", String(interval)] }
    try xdotool(arguments)
  }

  /// Presses a key (an X keysym name such as `Escape` or `Tab`).
  func key(_ name: String) throws {
    try xdotool(["key", name])
  }

  /// The trace lines from index `after` on.
  func lines(after: Int) -> [TraceLine] {
    let all = trace
    return after < all.count ? Array(all[after...]) : []
  }

  func xdotool(_ arguments: [String]) throws {
    let status = try ChildProcess.run("/usr/bin/xdotool", arguments, environment: ["DISPLAY": display])
    if status != 0 { throw ProcessError("xdotool \(arguments.joined(separator: " ")) exited \(status)") }
  }

  /// Saves a screenshot of the whole screen to `screenshots/<name>.png` and returns its path.
  @discardableResult
  func screenshot(_ name: String) throws -> String {
    try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
    let path = Self.screenshots.appendingPathComponent("\(name).png").path
    let status = try ChildProcess.run(
      "/bin/sh", ["-c", "xwd -root -silent -display \(display) | convert xwd:- png:'\(path)'"])
    if status != 0 { throw ProcessError("screenshot failed: \(status)") }
    return path
  }

  /// The sheet's top edge in the window (the window is 844 pt tall at (0, 0)).
  static func topEdge(height: Double) -> Int { Int((844 - height).rounded()) }

  static var productsDirectory: URL {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("bottom-sheet-demo").path)
    {
      url = url.deletingLastPathComponent()
    }
    return url
  }
}
