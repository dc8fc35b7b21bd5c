#if os(Linux)
  import BottomSheetCore
  import CGtk4
  import GtkBottomSheet
  import SheetScenario

  /// The "Nearby" drawer: a 390 × 844 undecorated window with a map and a drawer on three
  /// detents, and the optional trace on standard output.
  @MainActor
  final class NearbyDemo {
    /// The drawer: low 16 %, mid 50 %, high 88 % of the window's height, starting low, on the
    /// `.sheet` spring (0.45 s, bounce 0.2).
    static let configuration = SheetConfiguration(
      detents: [
        SheetDetent(id: "low", .fraction(0.16)),
        SheetDetent(id: "mid", .fraction(0.5)),
        SheetDetent(id: "high", .fraction(0.88)),
      ],
      initialDetent: "low",
      spring: .sheet)

    let options: DemoOptions
    private var sheet: BottomSheetView?
    private var frameIndex = 0
    private var readyHandler: gulong = 0

    init(options: DemoOptions) {
      self.options = options
    }

    /// Runs the application until its window closes; returns its exit status.
    static func run(_ options: DemoOptions) -> Int32 {
      guard let app = gtk_application_new("io.github.swiftbottomsheet.Nearby", G_APPLICATION_NON_UNIQUE) else {
        return 1
      }
      let demo = Unmanaged.passRetained(NearbyDemo(options: options))
      connectSignal(app, "activate", .instance(onActivate), userData: demo.toOpaque())
      let status = g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), 0, nil)
      g_object_unref(app)
      demo.release()
      return status
    }

    fileprivate func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
      DemoStyle.install()
      let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
      let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
      gtk_window_set_title(gtkWindow, "Nearby")
      gtk_window_set_default_size(gtkWindow, 390, 844)
      gtk_window_set_decorated(gtkWindow, 0)

      let sheet = BottomSheetView(
        configuration: Self.configuration, background: NearbyBackground.make(), content: NearbyPlaces.make())
      sheet.accessibilityLabel = "Drawer"
      sheet.reduceMotion = options.reduceMotion
      if options.trace {
        sheet.onEvent = { event, time in TraceOutput.write(JSONLines.event(event, at: time)) }
      }
      if options.frames {
        sheet.onFrame = { [unowned self] state in
          TraceOutput.write(JSONLines.frame(frameIndex, of: state, at: state.time))
          frameIndex += 1
        }
      }
      self.sheet = sheet
      gtk_window_set_child(gtkWindow, sheet.widget)
      if options.trace {
        connectSignal(
          window, "realize", .instance(onWindowRealized), userData: Unmanaged.passUnretained(self).toOpaque())
      }
      gtk_window_present(gtkWindow)
    }

    /// Watches the first paint, for the `ready` line.
    fileprivate func windowRealized(_ window: UnsafeMutablePointer<GtkWidget>) {
      guard let clock = gtk_widget_get_frame_clock(window) else { return }
      readyHandler = connectSignal(
        clock, "after-paint", .instance(onAfterPaint), userData: Unmanaged.passUnretained(self).toOpaque())
    }

    /// After the first paint: `{"t":…,"event":"ready","detent":…,"height":…,"containerHeight":…}`.
    fileprivate func painted(_ clock: OpaquePointer) {
      guard readyHandler != 0, let sheet else { return }
      g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), readyHandler)
      readyHandler = 0
      let time = FrameClockTime.seconds(microseconds: gdk_frame_clock_get_frame_time(clock))
      TraceOutput.write(ReadyLine.line(for: sheet.state, at: time))
    }

    fileprivate nonisolated static func from(_ data: gpointer?) -> NearbyDemo? {
      data.map { Unmanaged<NearbyDemo>.fromOpaque($0).takeUnretainedValue() }
    }
  }

  private let onActivate: InstanceSignalHandler = { app, data in
    guard let app, let demo = NearbyDemo.from(data) else { return }
    let application = MainThreadPointer(app.assumingMemoryBound(to: GtkApplication.self))
    MainActor.assumeIsolated { demo.activate(application.pointer) }
  }

  private let onWindowRealized: InstanceSignalHandler = { window, data in
    guard let window, let demo = NearbyDemo.from(data) else { return }
    let widget = MainThreadPointer(window.assumingMemoryBound(to: GtkWidget.self))
    MainActor.assumeIsolated { demo.windowRealized(widget.pointer) }
  }

  private let onAfterPaint: InstanceSignalHandler = { clock, data in
    guard let clock, let demo = NearbyDemo.from(data) else { return }
    let frameClock = MainThreadPointer(OpaquePointer(clock))
    MainActor.assumeIsolated { demo.painted(frameClock.pointer) }
  }
#endif
