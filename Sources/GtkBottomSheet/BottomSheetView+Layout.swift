import BottomSheetCore
import CGtk4

// Measure and allocation: the background fills the container; the sheet is placed from the
// core's height. A new container size goes to the core first.

extension BottomSheetView {
  /// The container's size request: the larger of its children's, in points.
  func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    for child in [background, sheet] {
      var childMinimum: Int32 = 0
      var childNatural: Int32 = 0
      gtk_widget_measure(child, orientation, forSize, &childMinimum, &childNatural, nil, nil)
      minimum = max(minimum, childMinimum)
      natural = max(natural, childNatural)
    }
    return (minimum, natural)
  }

  /// Lays out the children in a container of `width` × `height` points.
  func allocate(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    let container = SheetContainer(
      height: Double(height), width: Double(width), safeArea: .zero,
      scale: Double(gtk_widget_get_scale_factor(widget)))
    if laidOutContainer == nil {
      // An empty first allocation says nothing about the real size: wait for one that does.
      if container.isUsable { adopt(container) }
    } else if container != laidOutContainer {
      laidOutContainer = container
      send(.resize(container))
    }

    var whole = GtkAllocation(x: 0, y: 0, width: width, height: height)
    gtk_widget_size_allocate(background, &whole, -1)

    var sheetMinimum: Int32 = 0
    gtk_widget_measure(sheet, GTK_ORIENTATION_VERTICAL, width, &sheetMinimum, nil, nil, nil)
    let placement = SheetPlacement(
      containerHeight: Double(height), sheetHeight: state.height, minimumHeight: sheetMinimum,
      grid: state.container.grid)
    var origin = graphene_point_t(x: 0, y: Float(placement.y))
    gtk_widget_allocate(sheet, width, placement.height, -1, gsk_transform_translate(nil, &origin))
  }

  /// The first allocation: replaces the placeholder state with one laid out in the real
  /// container, keeping presentation, Reduce Motion and any detent moved to before now, and
  /// reports its diagnostics.
  private func adopt(_ container: SheetContainer) {
    laidOutContainer = container
    var configuration = initialConfiguration
    configuration.reduceMotion = state.configuration.reduceMotion
    if state.detent != placeholderDetent, state.detent != hiddenDetentID {
      configuration.initialDetent = state.detent
    }
    state = SheetState(
      configuration: configuration, container: container, presented: state.isPresented, time: now)
    // Not a frame: the sheet was never drawn at the placeholder's height.
    for message in state.initialDiagnostics {
      onEvent?(.diagnostic(message), state.time)
    }
    updateAccessibility()
    updateTicking()
  }
}
