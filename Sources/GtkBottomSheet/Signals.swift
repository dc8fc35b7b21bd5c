import CGtk4

// One C signature per signal shape. GObject checks no handler against its signal's signature, so
// each signal is connected through the `SignalHandler` case that spells its signature out.

/// `GtkGestureDrag::drag-begin`, `drag-update` and `drag-end`: the gesture, then x and y in the
/// gesture widget's coordinates (start point for `drag-begin`, offset from it otherwise), points.
package typealias DragSignalHandler = @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void

/// `GtkEventControllerScroll::scroll`: the controller, then dx and dy (wheel notches, or points
/// for a touchpad); returns whether it was handled.
package typealias ScrollSignalHandler = @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean

/// `GtkEventControllerMotion::enter` and `motion`: the controller, then x and y in the widget's
/// coordinates, points.
package typealias PointerMotionHandler = @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void

/// `GtkGestureClick::pressed` and `released`: the gesture, the number of presses, then x and y in
/// the gesture widget's coordinates, points.
package typealias ClickSignalHandler = @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void

/// A signal with one pointer argument after its instance, such as `GtkSignalListItemFactory::setup`
/// and `bind` (the factory and the `GtkListItem`).
package typealias PointerSignalHandler = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void

/// `GtkGesture::cancel`: the gesture and the cancelled event sequence.
package typealias GestureCancelHandler = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void

/// `GtkEventControllerKey::key-pressed`: keyval, keycode and modifiers; returns whether it was
/// handled.
package typealias KeyPressedHandler =
  @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean

/// `GtkCssProvider::parsing-error`: the section and the error.
package typealias CssParsingErrorHandler =
  @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void

/// A signal whose only argument is its instance (`GApplication::activate`, `GtkWidget::realize`,
/// `GdkFrameClock::after-paint`, `GtkAdjustment::value-changed` and `changed`,
/// `GtkEventControllerFocus::enter` and `leave`, `GtkButton::clicked`).
package typealias InstanceSignalHandler = @convention(c) (gpointer?, gpointer?) -> Void

/// `GObject::notify`: the instance and the `GParamSpec` of the property that changed.
package typealias NotifySignalHandler = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void

/// A signal with one string argument after its instance: the bottom sheet's `target-changed` and
/// `dismiss-attempt` (a detent id).
package typealias StringSignalHandler = @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void

/// A signal handler of one of the shapes above. Connecting through this type means a handler
/// can only be a `@convention(c)` function of a known shape: a Swift closure or method of the
/// wrong shape does not compile.
package enum SignalHandler {
  case drag(DragSignalHandler)
  case scroll(ScrollSignalHandler)
  case pointerMotion(PointerMotionHandler)
  case click(ClickSignalHandler)
  case pointer(PointerSignalHandler)
  case gestureCancel(GestureCancelHandler)
  case keyPressed(KeyPressedHandler)
  case cssParsingError(CssParsingErrorHandler)
  case instance(InstanceSignalHandler)
  case notify(NotifySignalHandler)
  case string(StringSignalHandler)

  /// The handler as the untyped `GCallback` GObject stores.
  var callback: GCallback {
    switch self {
    case .drag(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .scroll(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .pointerMotion(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .click(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .pointer(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .gestureCancel(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .keyPressed(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .cssParsingError(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .instance(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .notify(let handler): unsafeBitCast(handler, to: GCallback.self)
    case .string(let handler): unsafeBitCast(handler, to: GCallback.self)
    }
  }
}

/// Connects `handler` to `signal` on `instance` (the `g_signal_connect` macro, spelled out).
///
/// - Parameters:
///   - instance: A `GObject`.
///   - signal: The detailed signal name, such as `"drag-begin"` or `"notify::scale-factor"`.
///   - handler: The handler, of the signal's shape.
///   - userData: Passed to the handler as its last argument.
///   - destroy: Called with `userData` when the handler is disconnected.
/// - Returns: The handler id (greater than 0), for `g_signal_handler_disconnect`.
@discardableResult
package func connectSignal(
  _ instance: gpointer, _ signal: String, _ handler: SignalHandler, userData: gpointer? = nil,
  destroy: GClosureNotify? = nil
) -> gulong {
  g_signal_connect_data(instance, signal, handler.callback, userData, destroy, GConnectFlags(rawValue: 0))
}

/// `connectSignal(_:_:_:userData:destroy:)` for instances of private GTK structs (gestures,
/// controllers, providers, frame clocks), which Swift imports as `OpaquePointer`.
@discardableResult
package func connectSignal(
  _ instance: OpaquePointer, _ signal: String, _ handler: SignalHandler, userData: gpointer? = nil,
  destroy: GClosureNotify? = nil
) -> gulong {
  connectSignal(UnsafeMutableRawPointer(instance), signal, handler, userData: userData, destroy: destroy)
}
