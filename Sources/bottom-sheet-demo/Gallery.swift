#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet
  import SheetFuzz
  import SheetScenario

  /// The demo's application: a 390 × 844 undecorated window with the four pages in a stack, the
  /// page switcher over them, the simulated keyboard, and the optional trace on standard output.
  @MainActor
  final class Gallery {
    let options: DemoOptions
    private(set) var pages: [DemoPage: any GalleryPage] = [:]
    private var stack: UnsafeMutablePointer<GtkWidget>?
    private(set) var current: DemoPage
    private var switcher: PageSwitcher?
    private var keyboard: KeyboardPanel?
    private var frameIndex = 0
    private var paintHandler: gulong = 0
    private var isReady = false
    private var window: UnsafeMutablePointer<GtkWidget>?
    /// The time of the latest trace line, seconds: demo lines never go back before it.
    private var lastTraceTime = -Double.infinity
    /// The fields of the last `drawn` line written (with `--frames`), to write only changes.
    private var lastDrawn = ""
    /// The pages shown so far, in the order first shown (for `--record`).
    private var shownPages: [DemoPage] = []
    /// The sheets saved by the last run (`--state`), by page.
    private lazy var savedSheets: [DemoPage: SheetSnapshot] = options.state.map(SavedSheets.read) ?? [:]

    init(options: DemoOptions) {
      self.options = options
      current = options.page
    }

    /// Runs the application until its window closes; returns its exit status.
    static func run(_ options: DemoOptions) -> Int32 {
      guard let app = gtk_application_new("io.github.swiftbottomsheet.Gallery", G_APPLICATION_NON_UNIQUE) else {
        return 1
      }
      let gallery = Unmanaged.passRetained(Gallery(options: options))
      connectSignal(app, "activate", .instance(onActivate), userData: gallery.toOpaque())
      if options.record != nil || options.state != nil {
        // SIGINT and SIGTERM end the main loop as closing the window does, so the recordings
        // and the saved sheets are written either way.
        for signal in [SIGINT, SIGTERM] {
          g_unix_signal_add(
            signal,
            { data in
              g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
              return 0
            }, UnsafeMutableRawPointer(app))
        }
      }
      var status = g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
      if MainActor.assumeIsolated({ !gallery.takeUnretainedValue().writeRecordings() }) { status = 1 }
      if MainActor.assumeIsolated({ !gallery.takeUnretainedValue().saveSheets() }) { status = 1 }
      g_object_unref(app)
      gallery.release()
      return status
    }

    /// With `--state FILE`, saves every page's sheet there (those not shown this run as they were
    /// saved); returns whether the file was written.
    func saveSheets() -> Bool {
      guard let path = options.state else { return true }
      var snapshots = savedSheets
      for (page, view) in pages { snapshots[page] = view.sheet.snapshot }
      if let failure = SavedSheets.write(snapshots, to: path) {
        TraceOutput.write("bottom-sheet-demo: \(failure)", to: 2)
        return false
      }
      return true
    }

    /// With `--record FILE`, writes each shown page's recording (see ``RecordingFiles``); returns
    /// whether every file was written (a failure is reported on standard error).
    func writeRecordings() -> Bool {
      guard let base = options.record else { return true }
      var written = true
      for (index, page) in shownPages.enumerated() {
        guard let recording = pages[page]?.sheet.recording else { continue }
        let path = RecordingFiles.path(base: base, page: page, isFirst: index == 0)
        if let failure = RecordingFiles.write(recording, page: page, to: path) {
          TraceOutput.write("bottom-sheet-demo: \(failure)", to: 2)
          written = false
        }
      }
      return written
    }

    fileprivate func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
      DemoStyle.install()
      // Every widget made after this takes the direction, as under an RTL locale.
      if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
      let switcher = PageSwitcher()
      self.switcher = switcher
      let keyboard = options.keyboardHeight > 0 ? KeyboardPanel(height: options.keyboardHeight) : nil
      self.keyboard = keyboard
      let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
      self.window = window
      let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_title(gtkWindow, "Bottom sheets")
      gtk_window_set_default_size(gtkWindow, 390, 844)
      gtk_window_set_decorated(gtkWindow, 0)

      let stack: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()
      gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_NONE)
      self.stack = stack
      for page in DemoPage.allCases {
        let view = makePage(page)
        pages[page] = view
        connectTrace(view, page: page)
        for stacked in view.stackedSheets {
          connectTrace(of: stacked.sheet, named: stacked.name, in: view, page: page)
        }
        answerDismissals(of: view.sheet)
        gtk_stack_add_named(OpaquePointer(stack), view.widget, page.rawValue)
      }

      let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
      gtk_overlay_set_child(OpaquePointer(overlay), stack)
      if let keyboard { gtk_overlay_add_overlay(OpaquePointer(overlay), keyboard.widget) }
      gtk_overlay_add_overlay(OpaquePointer(overlay), switcher.widget)
      switcher.onSelect = { [unowned self] page in show(page, announce: true) }
      gtk_window_set_child(gtkWindow, overlay)
      // The switcher lies over the top of every page: no sheet rises under it.
      let covered = switcher.coveredHeight
      for page in pages.values {
        page.sheet.topInset = covered
        for stacked in page.stackedSheets { stacked.sheet.topInset = covered }
        page.didAttach(to: window)
      }
      show(options.page, announce: false)
      if options.trace {
        connectSignal(
          window, "realize", .instance(onWindowRealized), userData: Unmanaged.passUnretained(self).toOpaque())
        SignalAction.connectNotify(window, property: "focus-widget") { [unowned self] in focusMoved() }
      }
      if options.paintTrace, let motion = gtk_event_controller_motion_new() {
        // Before any sheet sees the motion: its `input` line comes before the frame it causes.
        gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
        connectSignal(
          motion, "motion", .pointerMotion(onPointerMotion), userData: Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_add_controller(window, motion)
      }
      installLiveSettings(on: window)
      gtk_window_present(gtkWindow)
    }

    private func makePage(_ page: DemoPage) -> any GalleryPage {
      let report: DemoEventSink = { [unowned self] name, fields in writeDemoEvent(name, page: page, fields) }
      let view: any GalleryPage
      switch page {
      case .drawer: view = DrawerPage()
      case .floating: view = FloatingPage(alignment: options.cardAlignment)
      case .tray:
        view = TrayPage(
          report: report, footer: options.footer, marker: options.marker, scalesBackground: options.scalesBackground)
      case .search:
        view = SearchPage(
          keyboardPolicy: options.keyboardPolicy, keyboard: keyboard, report: report, categories: options.categories)
      }
      // Left alone, Reduce Motion follows the desktop's `gtk-enable-animations`.
      if options.reduceMotion {
        view.sheet.reduceMotion = true
        for stacked in view.stackedSheets { stacked.sheet.reduceMotion = true }
      }
      view.sheet.recordsSession = options.record != nil
      if let saved = savedSheets[page] { view.sheet.restore(saved) }
      return view
    }

    /// Shows `page` and focuses its first control; `announce` writes a `page` trace line.
    private func show(_ page: DemoPage, announce: Bool) {
      guard let stack, let view = pages[page] else { return }
      current = page
      if !shownPages.contains(page) { shownPages.append(page) }
      // The page left behind ends any drag on its sheet (unmapped, it cancels the touch); the
      // switcher is targetable again whatever that sheet reports.
      gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
      switcher?.isTargetable = true
      keyboard?.isTargetable = true
      switcher?.select(page)
      gtk_widget_grab_focus(view.initialFocus)
      if announce { writeDemoEvent("page", page: page) }
    }

    /// Writes the sheet's events and frames, named by page; a modal sheet also shuts off the page
    /// switcher while it is presented (not while it slides away after a dismissal).
    private func connectTrace(_ view: any GalleryPage, page: DemoPage) {
      let sheet = view.sheet
      sheet.onEvent = { [unowned self, unowned sheet, unowned view] event, time in
        if sheet.isModal, switcher?.isEnabled == sheet.state.isPresented {
          switcher?.isEnabled = !sheet.state.isPresented
        }
        if case .dragBegan = event {
          switcher?.isTargetable = false
          keyboard?.isTargetable = false
        }
        // Never earlier than the line before, as the demo's own lines: a release carries its
        // event's time, which may be earlier than the frame time of a line the press caused (a
        // tap on a row focuses it, and the core then reports the tap).
        lastTraceTime = max(lastTraceTime, time)
        if options.trace { TraceOutput.write(DemoTrace.event(event, at: lastTraceTime, page: page)) }
        if options.trace, case .announce = event {
          TraceOutput.write(DemoTrace.accessible(sheet.grabberAccessibleText, at: lastTraceTime, page: page))
        }
        if options.checkInvariants { checkInvariants(of: sheet.state, page: page) }
        view.sheetDidReport(event)
      }
      sheet.onFrame = { [unowned self, unowned sheet, unowned view] state in
        if state.phase != .dragging {
          switcher?.isTargetable = true
          keyboard?.isTargetable = true
        }
        lastTraceTime = max(lastTraceTime, state.time)
        guard options.frames else { return }
        writeFrame(of: sheet, state: state, in: view, page: page)
        if options.checkInvariants { checkInvariants(of: state, page: page) }
      }
    }

    /// Writes a frame line of `sheet` (the page's own, or one presented from it, `name`d), with
    /// its step-back while a sheet presented from it stands in front.
    private func writeFrame(
      of sheet: BottomSheetView, state: SheetState, in view: any GalleryPage, page: DemoPage, name: String? = nil
    ) {
      var extra = name.map { [("sheet", JSONLines.string($0))] } ?? view.traceFields
      let back = sheet.stepBack
      if back.depth > 0 { extra.append(DemoTrace.stepBack(back, card: sheet.drawnCard)) }
      if state.configuration.scalesBackground, sheet.presentingSheet == nil {
        extra.append(("background", JSONLines.stepBack(sheet.backgroundStepBack, card: nil)))
      }
      // The dimming as drawn: a sheet's own alone, the core's drawn dimming in a stack.
      TraceOutput.write(
        DemoTrace.frame(frameIndex, of: state, backdrop: sheet.drawnBackdrop, page: page, extra: extra))
      frameIndex += 1
      if !view.stackedSheets.isEmpty { writeHiddenSheets(of: view, page: page) }
    }

    /// The stack's sheets' accessible `hidden` state (bottom first) as last written, by page.
    private var lastHiddenSheets: [DemoPage: [Bool]] = [:]

    /// Writes an `accessibleHidden` line when a sheet of `view`'s stack became hidden from
    /// assistive technologies or shown to them again, as GTK's accessibility context holds it
    /// (all `false` under `GTK_A11Y=none`): `"sheets"`, the names bottom first (the page's own
    /// sheet is `"sheet"`), and `"hiddenSheets"`, their states.
    private func writeHiddenSheets(of view: any GalleryPage, page: DemoPage) {
      let sheets = [("sheet", view.sheet)] + view.stackedSheets.map { ($0.name, $0.sheet) }
      let hidden = sheets.map(\.1.isHiddenFromAccessibility)
      guard lastHiddenSheets[page] != hidden else { return }
      lastHiddenSheets[page] = hidden
      TraceOutput.write(
        DemoTrace.demoEvent(
          "accessibleHidden", at: lastTraceTime, page: page,
          [
            ("sheets", "[" + sheets.map { JSONLines.string($0.0) }.joined(separator: ",") + "]"),
            ("hiddenSheets", "[" + hidden.map { $0 ? "true" : "false" }.joined(separator: ",") + "]"),
          ]))
    }

    /// Writes the events and frames of a sheet presented from the page's sheet, with its `name`
    /// (`"sheet"`); each of its frames is also one of every sheet below it, which steps back or
    /// forward with it (a frame line with `stepBack`).
    private func connectTrace(of sheet: BottomSheetView, named name: String, in view: any GalleryPage, page: DemoPage) {
      let field = [("sheet", JSONLines.string(name))]
      sheet.onEvent = { [unowned self, unowned sheet] event, time in
        if case .dragBegan = event {
          switcher?.isTargetable = false
          keyboard?.isTargetable = false
        }
        lastTraceTime = max(lastTraceTime, time)
        if options.trace { TraceOutput.write(DemoTrace.event(event, at: lastTraceTime, page: page, extra: field)) }
        if options.checkInvariants { checkInvariants(of: sheet.state, page: page) }
      }
      sheet.onFrame = { [unowned self, unowned sheet, unowned view] state in
        if state.phase != .dragging {
          switcher?.isTargetable = true
          keyboard?.isTargetable = true
        }
        lastTraceTime = max(lastTraceTime, state.time)
        guard options.frames else { return }
        writeFrame(of: sheet, state: state, in: view, page: page, name: name)
        var below = sheet.presentingSheet
        while let lower = below {
          let lowerName = view.stackedSheets.first { $0.sheet === lower }?.name
          writeFrame(of: lower, state: lower.state, in: view, page: page, name: lowerName)
          below = lower.presentingSheet
        }
      }
    }

    /// With `--paint-trace`, an `input` line for each pointer motion GTK delivers: `eventTimes`, the
    /// X server's times (ms, the monotonic clock's milliseconds, modulo 2³²) of the motion and of
    /// the motions GTK coalesced into it, oldest first, and `wall`, the monotonic clock when it
    /// arrived (s). `scripts/gtk-measure` pairs them with the frames they cause and the paints
    /// that show them: finger-to-frame latency.
    fileprivate func pointerMoved(_ controller: OpaquePointer) {
      guard let event = gtk_event_controller_get_current_event(controller) else { return }
      var times: [UInt32] = []
      var count: guint = 0
      if let history = gdk_event_get_history(event, &count) {
        for index in 0..<Int(count) { times.append(history[index].time) }
        g_free(history)
      }
      times.append(gdk_event_get_time(event))
      let wall = FrameClockTime.seconds(microseconds: g_get_monotonic_time())
      TraceOutput.write(
        DemoTrace.demoEvent(
          "input", at: lastTraceTime, page: current,
          [
            ("eventTimes", "[" + times.map(String.init).joined(separator: ",") + "]"),
            ("wall", JSONLines.number(wall)),
          ]))
    }

    /// Writes a `focus` line: the widget that has keyboard focus now (its GObject type and CSS
    /// name) and its bounds in the window (`x`, `y`, `width`, `height`, points), or none. (Tab past
    /// the last widget clears the focus for a moment before the first takes it: a `null` line and
    /// then the first widget's, from one key press.)
    private func focusMoved() {
      guard let window else { return }
      guard let focus = gtk_root_get_focus(OpaquePointer(window)) else {
        writeDemoEvent("focus", page: current, [("widget", "null")])
        return
      }
      var bounds = graphene_rect_t()
      _ = gtk_widget_compute_bounds(focus, window, &bounds)
      let type = String(cString: cgtk_type_name(focus))
      writeDemoEvent(
        "focus", page: current,
        [
          ("widget", JSONLines.string(type)),
          ("css", JSONLines.string(String(cString: gtk_widget_get_css_name(focus)))),
          ("x", JSONLines.number(Double(bounds.origin.x))), ("y", JSONLines.number(Double(bounds.origin.y))),
          ("width", JSONLines.number(Double(bounds.size.width))),
          ("height", JSONLines.number(Double(bounds.size.height))),
        ])
    }

    /// Writes a `violation` line when the live state breaks an invariant the fuzzer checks.
    private func checkInvariants(of state: SheetState, page: DemoPage) {
      guard let message = Invariants.stateFailure(state) else { return }
      TraceOutput.write(
        DemoTrace.demoEvent("violation", at: state.time, page: page, [("message", JSONLines.string(message))]))
    }

    /// Writes one of the demo's own lines, stamped on the sheets' clock: the window's frame clock
    /// (`gdk_frame_clock_get_frame_time`, which the sheets' frames use too), never earlier than the
    /// line before it (a sheet's touch lines carry the touch's event time, which may be later than
    /// the frame's). Stamped with `g_get_monotonic_time` instead, demo lines came out of order with
    /// the sheets' lines: GTK's frame time runs ahead of it.
    /// ``writeDemoEvent(_:page:_:)`` for the shown page.
    func writeTraceLine(_ name: String, fields: [(String, String)]) {
      writeDemoEvent(name, page: current, fields)
    }

    private func writeDemoEvent(_ name: String, page: DemoPage, _ fields: [(String, String)] = []) {
      guard options.trace else { return }
      let microseconds =
        window.flatMap(gtk_widget_get_frame_clock).map(gdk_frame_clock_get_frame_time) ?? g_get_monotonic_time()
      let time = max(FrameClockTime.seconds(microseconds: microseconds), lastTraceTime)
      lastTraceTime = time
      TraceOutput.write(DemoTrace.demoEvent(name, at: time, page: page, fields))
    }

    /// Watches the first paint, for the `ready` line, and every paint with `--paint-trace`.
    fileprivate func windowRealized(_ window: UnsafeMutablePointer<GtkWidget>) {
      guard let clock = gtk_widget_get_frame_clock(window) else { return }
      paintHandler = connectSignal(
        clock, "after-paint", .instance(onAfterPaint), userData: Unmanaged.passUnretained(self).toOpaque())
    }

    /// After the first paint: the ``ReadyLine``; after every paint with `--frames`, a `drawn`
    /// line when what the page drew changed (the search page: its list's rows as GTK laid them
    /// out); after every paint with `--paint-trace`, a `paint` line with the frame clock's time.
    fileprivate func painted(_ clock: OpaquePointer) {
      guard paintHandler != 0, let view = pages[current] else { return }
      let time = FrameClockTime.seconds(microseconds: gdk_frame_clock_get_frame_time(clock))
      if !isReady {
        isReady = true
        lastTraceTime = max(lastTraceTime, time)
        TraceOutput.write(ReadyLine.line(for: view.sheet.state, page: current, at: time))
      }
      if options.frames, let fields = view.drawnFields {
        // What the page drew in this paint, when it changed: GTK's own layout, to check against
        // the core's state.
        let line = fields.map { $0.0 + "=" + $0.1 }.joined()
        if line != lastDrawn {
          lastDrawn = line
          lastTraceTime = max(time, lastTraceTime)
          TraceOutput.write(DemoTrace.demoEvent("drawn", at: lastTraceTime, page: current, fields))
        }
      }
      if options.paintTrace {
        // The height the current page's sheet is drawn at, and when the paint finished on the
        // monotonic clock (s): what the latency measurement looks for.
        TraceOutput.write(
          DemoTrace.demoEvent(
            "paint", at: time, page: current,
            [
              ("height", JSONLines.number(view.sheet.state.height)),
              ("wall", JSONLines.number(FrameClockTime.seconds(microseconds: g_get_monotonic_time()))),
            ]))
      } else if !options.frames {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), paintHandler)
        paintHandler = 0
      }
    }

    fileprivate nonisolated static func from(_ data: gpointer?) -> Gallery? {
      data.map { Unmanaged<Gallery>.fromOpaque($0).takeUnretainedValue() }
    }
  }

  private let onActivate: InstanceSignalHandler = { app, data in
    guard let app, let gallery = Gallery.from(data) else { return }
    let application = MainThreadPointer(app.assumingMemoryBound(to: GtkApplication.self))
    MainActor.assumeIsolated { gallery.activate(application.pointer) }
  }

  private let onPointerMotion: PointerMotionHandler = { controller, _, _, data in
    guard let controller, let gallery = Gallery.from(data) else { return }
    let motion = MainThreadPointer(controller)
    MainActor.assumeIsolated { gallery.pointerMoved(motion.pointer) }
  }

  private let onWindowRealized: InstanceSignalHandler = { window, data in
    guard let window, let gallery = Gallery.from(data) else { return }
    let widget = MainThreadPointer(window.assumingMemoryBound(to: GtkWidget.self))
    MainActor.assumeIsolated { gallery.windowRealized(widget.pointer) }
  }

  private let onAfterPaint: InstanceSignalHandler = { clock, data in
    guard let clock, let gallery = Gallery.from(data) else { return }
    let frameClock = MainThreadPointer(OpaquePointer(clock))
    MainActor.assumeIsolated { gallery.painted(frameClock.pointer) }
  }
#endif
