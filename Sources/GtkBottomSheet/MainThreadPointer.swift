/// A GTK pointer carried from a C callback into `MainActor.assumeIsolated`.
///
/// GTK calls back on the main thread and its objects are only ever used there, but Swift cannot
/// know that a C pointer captured by a main-actor closure stays on one thread. This box states
/// it, in the one place that needs it; use it only to cross into `MainActor.assumeIsolated`
/// from a GTK callback.
package struct MainThreadPointer<Pointer>: @unchecked Sendable {
  /// The pointer.
  package let pointer: Pointer

  /// Boxes a pointer that is used on the main thread only.
  package init(_ pointer: Pointer) {
    self.pointer = pointer
  }
}
