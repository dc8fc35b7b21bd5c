import Foundation
import Testing

extension EndToEnd {
  /// `bottom-sheet-demo --record FILE`: a session driven with a real pointer — flicks, a catch
  /// mid-flight, a drag handed over between the search list and the sheet, window resizes — is
  /// written when the demo gets SIGTERM, and `sheet-sim` replaying the file reproduces the session:
  /// the same `settled` events (detents, heights within half a point) and the same heights at every
  /// recorded frame tick.
  @Suite("Recording and replay")
  struct RecordingEndToEndTests {
    /// One line of `sheet-sim` output (events and `--frames` lines).
    struct SimLine {
      var time: Double
      var event: String?
      var frame: Int?
      var height: Double?
      var detent: String?
      var target: String?

      init?(_ line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let time = (object["t"] as? NSNumber)?.doubleValue
        else { return nil }
        self.time = time
        event = object["event"] as? String
        frame = (object["frame"] as? NSNumber)?.intValue
        height = (object["height"] as? NSNumber)?.doubleValue
        detent = object["detent"] as? String
        target = object["target"] as? String
      }
    }

    /// Runs the built `sheet-sim` with `arguments`: its exit status, output lines and standard error.
    static func sheetSim(_ arguments: [String]) throws -> (status: Int32, lines: [String], error: String) {
      let process = Process()
      process.executableURL = DemoSession.productsDirectory.appendingPathComponent("sheet-sim")
      process.arguments = arguments
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let output = out.fileHandleForReading.readDataToEndOfFile()
      let error = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init),
        String(decoding: error, as: UTF8.self)
      )
    }

    @Test("--record to a folder that does not exist fails at start-up, naming the path")
    func unwritableRecordingFails() async throws {
      let log = "/tmp/bottom-sheet-demo-record-check-\(getpid()).log"
      // No X server on this display: a demo that went on to start GTK would fail there instead.
      let demo = try ChildProcess(
        DemoSession.executable, ["--page", "search", "--record", "/nonexistent/dir/x.json"],
        environment: ["DISPLAY": ":399"], stderrPath: log)
      defer { demo.stop() }
      let deadline = Date().addingTimeInterval(10)
      while demo.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
      #expect(!demo.isRunning, "the demo exits")
      let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      #expect(demo.exitStatus == 2, "exit status \(demo.exitStatus.map(String.init) ?? "none"): \(message)")
      #expect(
        message.contains("cannot record to /nonexistent/dir/x.json: the folder /nonexistent/dir does not exist"),
        "standard error: \(message)")
    }

    @Test("a recorded session replays in sheet-sim to the same settles and frames, and to the same failure")
    func replayEqualsReality() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recording-e2e-\(getpid())")
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("session.json").path

      let session = try await DemoSession(["--page", "search", "--record", file], screen: "390x1000")
      defer { session.close() }
      let header = try #require(session.trace.first { $0.event == "ready" }?.height)

      // A slow drag on the header to the middle detent.
      var before = session.trace.count
      let grab = DemoSession.topEdge(height: header) + 20
      try session.drag(from: grab, to: grab - Int(422 - header), steps: 30, interval: 0.016, hold: 0.2)
      #expect(try await session.settled(after: before).detent == "mid")

      // One drag from the list: the sheet to the top, then the list scrolls on (the handoff).
      before = session.trace.count
      try session.drag(from: 780, to: 209, steps: 40, interval: 0.016, hold: 0.2)
      #expect(try await session.settled(after: before).detent == "top")

      // A flick down from the list: the list scrolls back to its top, then the sheet goes down.
      before = session.trace.count
      try session.drag(from: 300, to: 820, steps: 16, interval: 0.010)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(600))

      // A fast flick up on the sheet's top edge, and a catch of the sheet in flight 70 ms after
      // the release (at the window's bottom, always on the sheet), dragged down and let go.
      before = session.trace.count
      let atRest = try #require(session.trace.last { $0.isFrame }?.height)
      let edge = DemoSession.topEdge(height: atRest) + 15
      var gesture = ["mousemove", "195", "\(edge)", "mousedown", "1"]
      for step in 1...6 { gesture += ["sleep", "0.008", "mousemove", "195", "\(edge - step * 40)"] }
      gesture += ["mouseup", "1", "sleep", "0.07", "mousemove", "195", "820", "mousedown", "1"]
      for step in 1...8 { gesture += ["sleep", "0.012", "mousemove", "195", "\(820 + step * 2)"] }
      gesture += ["mouseup", "1"]
      try session.xdotool(gesture)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(600))

      // Another flick up, then the window resized twice (the sheet re-lays out on its spring),
      // then a flick down.
      before = session.trace.count
      let restAgain = try #require(session.trace.last { $0.isFrame }?.height)
      let edgeAgain = DemoSession.topEdge(height: restAgain) + 15
      try session.drag(from: edgeAgain, to: edgeAgain - 240, steps: 6, interval: 0.008)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.resizeWindow(width: 390, height: 760)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.resizeWindow(width: 390, height: 844)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.drag(from: 200, to: 560, steps: 6, interval: 0.008)
      _ = try await session.settled(after: before)
      try await Task.sleep(for: .milliseconds(600))
      try session.screenshot("recording-search-end")

      // The drawer page, shown second, is recorded to its own file: a flick up on it.
      before = session.trace.count
      try session.click(x: 90, y: 21)
      _ = try await session.waitFor(after: before) { $0.event == "page" && $0.page == "drawer" }
      try await Task.sleep(for: .milliseconds(300))
      before = session.trace.count
      try session.drag(from: 790, to: 500, steps: 6, interval: 0.008)
      #expect(try await session.settled(after: before).page == "drawer")
      try await Task.sleep(for: .milliseconds(300))

      // The floating page, shown third: a morphing card with a width policy. A flick up from its
      // grabber (the window is 390 × 844 again).
      before = session.trace.count
      try session.click(x: 170, y: 21)
      _ = try await session.waitFor(after: before) { $0.event == "page" && $0.page == "floating" }
      try await Task.sleep(for: .milliseconds(300))
      // At rest the page writes no frame: its lowest detent, unless a frame or settle says otherwise
      // (a focus line's height is the focused widget's).
      let floatingHeight =
        session.trace.last { $0.page == "floating" && ($0.isFrame || $0.event == "settled") }?.height ?? 136
      let floatingGrab = 844 - Int(floatingHeight) + 20
      before = session.trace.count
      try session.drag(from: floatingGrab, to: floatingGrab - 260, steps: 6, interval: 0.008)
      #expect(try await session.settled(after: before).page == "floating")
      try await Task.sleep(for: .milliseconds(300))

      #expect(session.quitDemo(), "the demo quits on SIGTERM (and writes its recording) rather than being killed")
      let live = session.trace.filter { $0.page == "search" || $0.page == nil }
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let origin = try #require((object["clockOrigin"] as? NSNumber)?.doubleValue)

      // The session did what the test means it to: a catch mid-flight (a drag that began while
      // the sheet settled), a handoff (the list scrolled), resizes.
      let dragBegins = live.indices.filter { live[$0].event == "dragBegan" }
      let caught = dragBegins.contains { index in
        live[..<index].last(where: \.isFrame)?.phase == "settling"
      }
      #expect(caught, "a drag began while the sheet was settling")
      #expect(live.contains { ($0.scrollOffset ?? 0) > 100 }, "the list scrolled in the handoff")

      let replay = try Self.sheetSim([file, "--frames"])
      #expect(replay.status == 0, "\(replay.error)")
      let simLines = replay.lines.compactMap(SimLine.init)
      #expect(!replay.lines.contains { $0.contains(#""event":"diagnostic""#) }, "the replay normalizes nothing")

      // Settled events: the same detents in the same order, heights within half a point, at the
      // same times.
      let liveSettled = live.filter { $0.event == "settled" }
      let simSettled = simLines.filter { $0.event == "settled" }
      #expect(liveSettled.count >= 6, "\(liveSettled.count) settles")
      #expect(liveSettled.map(\.detent) == simSettled.map(\.detent))
      let settledHeights = zip(liveSettled, simSettled).map { abs(($0.height ?? 0) - ($1.height ?? 0)) }
      #expect((settledHeights.max() ?? 0) <= 0.5, "settled heights differ by \(settledHeights.max() ?? 0)")
      #expect(
        zip(liveSettled, simSettled).allSatisfy { abs(($0.time - origin) - $1.time) < 1e-5 },
        "settled at the same times")
      #expect(
        live.filter { $0.event == "willSettle" }.map(\.target)
          == simLines.filter { $0.event == "willSettle" }
          .map(\.target), "the same release targets")

      // Frames: the demo's frame at each recorded tick against the replay's frame there. The
      // demo writes a frame line after every tick and every input that moved something; the
      // first line at a tick's time is the tick's (an input the core took at the same time comes
      // after the tick in the recording, and before the next tick in the replay).
      let simFrames = simLines.filter { $0.frame != nil }
      var simByTime: [Int64: Double] = [:]
      for frame in simFrames { simByTime[Int64((frame.time * 1e5).rounded())] = frame.height }
      var matched = 0
      var worst = 0.0
      var firstLiveOver700: (time: Double, height: Double)?
      var seen = Set<Int64>()
      for frame in live where frame.isFrame {
        let t = frame.time - origin
        let key = Int64((t * 1e5).rounded())
        guard seen.insert(key).inserted, let simHeight = simByTime[key], let height = frame.height else { continue }
        matched += 1
        worst = max(worst, abs(height - simHeight))
        if height > 700.01, firstLiveOver700 == nil { firstLiveOver700 = (t, height) }
      }
      #expect(simFrames.count > 100, "\(simFrames.count) recorded ticks")
      #expect(matched > 100, "\(matched) live frames at recorded ticks")
      #expect(worst <= 0.5, "the largest height difference at a recorded tick is \(worst) pt")
      print(
        "recording E2E: \(liveSettled.count) settled events matched; \(matched) frames at \(simFrames.count) ticks, largest height difference \(worst) pt"
      )

      // The second page's file: its settles replay too.
      let drawerFile = directory.appendingPathComponent("session-drawer.json").path
      let drawerReplay = try Self.sheetSim([drawerFile])
      #expect(drawerReplay.status == 0, "\(drawerReplay.error)")
      let drawerSettled = session.trace.filter { $0.page == "drawer" && $0.event == "settled" }
      #expect(!drawerSettled.isEmpty)
      #expect(
        drawerReplay.lines.compactMap(SimLine.init).filter { $0.event == "settled" }.map(\.detent)
          == drawerSettled.map(\.detent))

      // The third page's file: a morphing card round-trips through the format (no diagnostic),
      // settles the same, and the replay draws the card the live session drew.
      let floatingFile = directory.appendingPathComponent("session-floating.json").path
      let floatingReplay = try Self.sheetSim([floatingFile, "--frames"])
      #expect(floatingReplay.status == 0, "\(floatingReplay.error)")
      #expect(!floatingReplay.lines.contains { $0.contains(#""event":"diagnostic""#) })
      let floatingSettled = session.trace.filter { $0.page == "floating" && $0.event == "settled" }
      #expect(!floatingSettled.isEmpty)
      #expect(
        floatingReplay.lines.compactMap(SimLine.init).filter { $0.event == "settled" }.map(\.detent)
          == floatingSettled.map(\.detent))
      let lastFloatingFrame = try #require(floatingReplay.lines.last { $0.contains(#""card""#) })
      let liveCardWidth = try #require(session.trace.last { $0.page == "floating" && $0.cardWidth != nil }?.cardWidth)
      #expect(
        lastFloatingFrame.contains("\(Int(liveCardWidth))"), "\(lastFloatingFrame) vs live width \(liveCardWidth)")

      // A planted failure: the recording with an expectation the live session failed (the sheet
      // rose above 700 points) fails `sheet-sim --check` the same way — at the same frame, with the
      // same height.
      var planted = object
      planted["expect"] = ["heightRange": [0, 700]]
      let plantedFile = directory.appendingPathComponent("planted.json")
      try JSONSerialization.data(withJSONObject: planted).write(to: plantedFile)
      let check = try Self.sheetSim([plantedFile.path, "--check"])
      #expect(check.status == 1)
      let failure = try #require(firstLiveOver700, "the live session rose above 700 points")
      let message = try #require(check.error.split(separator: "\n").first { $0.contains("outside [0") })
      let numbers = message.split(whereSeparator: { " =(),[]".contains($0) }).compactMap { Double($0) }
      // "FAIL frame N (t=T) has height H, outside [0.0, 700.0]"
      #expect(numbers.count >= 3, "\(message)")
      if numbers.count >= 3 {
        #expect(abs(numbers[1] - failure.time) < 1e-5, "\(message) vs live t=\(failure.time)")
        #expect(abs(numbers[2] - failure.height) <= 0.5, "\(message) vs live height \(failure.height)")
      }
    }
  }
}
