import BottomSheetCore
import CGtk4

// Measure and allocation: the background fills the container; the sheet is placed where the
// core's render plan puts its card. A new container size, and new header and content heights, go
// to the core first, in the frame that measured them.

extension BottomSheetView {
  /// The container's size request, in points: the background's, and across the sheet's too.
  ///
  /// The sheet's height never counts: the sheet adapts to the container (its detents are
  /// fractions of it, its list's viewport comes from them), so a sheet laid out for a taller
  /// window must not keep the window from shrinking — that laid the container out taller than
  /// the window, and the sheet's detents one resize behind.
  func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    let children = orientation == GTK_ORIENTATION_VERTICAL ? [background] : [background, sheet]
    for child in children {
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
    if watchedRoot == nil { watchRootFocus() }
    isAllocating = true
    defer {
      isAllocating = false
      if isFramePending {
        isFramePending = false
        onFrame?(state)
      }
    }
    // The container (and the card's width, known before measuring: it does not depend on the
    // sheet's height) is rebuilt only when the allocation's size or scale, the top inset, the
    // style or the text direction changed. Right to left (GTK_TEXT_DIR_RTL, as libadwaita flips
    // its alignment), a leading card stands at the right edge.
    let direction: SheetLayoutDirection =
      gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    allocatedContainer.update(
      AllocatedContainer.Inputs(
        width: width, height: height, scale: gtk_widget_get_scale_factor(widget), topInset: topInset,
        style: style.cardStyle, layoutDirection: direction))
    let container = allocatedContainer.container
    if laidOutContainer != nil, container != laidOutContainer, container.isUsable {
      laidOutContainer = container
      send(.resize(container))
    }
    let sheetWidth = allocatedContainer.sheetWidth
    let measured = measureSheet(width: sheetWidth)
    let footerHeight = measureFooter(width: sheetWidth)
    if laidOutContainer == nil {
      // An empty first allocation says nothing about the real size: wait for one that does.
      if container.isUsable {
        adopt(container, headerHeight: measured.header, contentHeight: measured.content, footerHeight: footerHeight)
      }
    } else {
      report(headerHeight: measured.header, contentHeight: measured.content)
      if footerHeight != reportedFooterHeight {
        reportedFooterHeight = footerHeight
        send(.footerHeight(footerHeight))
      }
    }
    // A new container or header can change the list's viewport: requested after this layout.
    sizeViewport()

    var whole = GtkAllocation(x: 0, y: 0, width: width, height: height)
    gtk_widget_size_allocate(background, &whole, -1)

    var sheetMinimum: Int32 = 0
    gtk_widget_measure(sheet, GTK_ORIENTATION_VERTICAL, sheetWidth, &sheetMinimum, nil, nil, nil)
    // The frame's plan, as the last input or tick (a resize or a measurement above included) left it.
    let allocation = SheetAllocation(plan: plan, minimumHeight: sheetMinimum)
    var origin = graphene_point_t(x: Float(allocation.x), y: Float(allocation.y))
    gtk_widget_allocate(sheet, allocation.width, allocation.height, -1, gsk_transform_translate(nil, &origin))
    if let footer {
      let placed = SheetAllocation(footer: plan)
      var at = graphene_point_t(x: Float(placed.x), y: Float(placed.y))
      gtk_widget_allocate(footer, placed.width, placed.height, -1, gsk_transform_translate(nil, &at))
    }
    // The list computes its height while it is allocated.
    reportScrolledContentHeight()
    // Where the content's markers and scroll regions are, now that GTK has laid it out.
    reportMarkers()
    reportScrollRegions()
    if showScrollOffsetAfterLayout() {
      // The list takes the core's offset at its next allocation: this one, so the rows drawn in
      // this frame are the offset's.
      gtk_widget_allocate(sheet, allocation.width, allocation.height, -1, gsk_transform_translate(nil, &origin))
    }
    // Content that changed again in that allocation: its offset after the frame.
    if isScrollOffsetPending { scheduleLayoutFollowUp() }
    if style.cardStyle.isFloating || appliedBackdrop == nil { gtk_widget_queue_draw(widget) }
  }

  /// The header's height (grabber and header widget) and the content's natural height for a sheet
  /// `width` points wide, in points. A scrolled window's content height is its adjustment's
  /// (`reportScrolledContentHeight()`), so it is `nil` here.
  private func measureSheet(width: Int32) -> (header: Double, content: Double?) {
    var header: Int32 = 0
    for child in [grabber, self.header].compactMap({ $0 }) where gtk_widget_get_visible(child) != 0 {
      var natural: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
      header += natural
    }
    guard scrolledWindow == nil else { return (Double(header), nil) }
    var natural: Int32 = 0
    gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
    return (Double(header), Double(natural))
  }

  /// The footer's natural height for a card `width` points wide, in points (0 without a visible
  /// footer).
  private func measureFooter(width: Int32) -> Double {
    guard let footer, gtk_widget_get_visible(footer) != 0 else { return 0 }
    var natural: Int32 = 0
    gtk_widget_measure(footer, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
    return Double(natural)
  }

  /// Sends header and content heights that changed to the core.
  private func report(headerHeight: Double, contentHeight: Double?) {
    if headerHeight != reportedHeaderHeight {
      reportedHeaderHeight = headerHeight
      send(.headerHeight(headerHeight))
    }
    if let contentHeight, contentHeight != reportedContentHeight {
      reportedContentHeight = contentHeight
      send(.contentHeight(contentHeight))
    }
  }

  /// Gives the scrolled window the core's viewport at the highest detent (and past it, while the
  /// card grows with the rubber band, the core's viewport then) — never while GTK allocates the
  /// view: then the request waits for an idle callback after the frame.
  ///
  /// A size request is a `gtk_widget_queue_resize`: it marks the widget and its ancestors, up to
  /// one already marked, as needing a new size and allocation, and GTK clears a widget's marks as
  /// it allocates that widget. Made from inside the view's `size_allocate`, the walk passes
  /// ancestors GTK is allocating at that moment. In the frame where a clamped keyboard lift comes
  /// down, the viewport grows while the gallery's keyboard panel hides in the `GtkOverlay` above
  /// the page's `GtkStack`: the walk marks the stack and stops at the overlay, already marked by
  /// the panel; the overlay's allocation then ends and clears its marks, and nothing above the
  /// stack says it needs allocating. GTK never allocates the stack again and refuses to draw it
  /// ("Trying to snapshot GtkStack … without a current allocation"); every later redraw and
  /// relayout of the page stops at the stack, and the page stays blank.
  func sizeViewport() {
    guard isAlive, let scrolledWindow else { return }
    let viewport = ScrollViewport.height(for: plan)
    guard viewport != viewportHeight else { return }
    guard !isAllocating else {
      scheduleLayoutFollowUp()
      return
    }
    viewportHeight = viewport
    gtk_widget_set_size_request(
      UnsafeMutableRawPointer(scrolledWindow).assumingMemoryBound(to: GtkWidget.self), -1, viewport)
    // A list view keeps an anchor row at its own place in a resized viewport (a keyboard under
    // `expand` shrank it and the rows moved three down): the core's offset is shown after the
    // layout instead, and the list's own re-anchoring is no report.
    isScrollOffsetPending = true
  }

  /// Finishes, in an idle callback after the frame, what a layout could not do: the viewport's
  /// size request and the core's scroll offset (see `sizeViewport()` and `writeScrollOffset()`).
  func scheduleLayoutFollowUp() {
    guard isAlive, !isLayoutFollowUpScheduled else { return }
    isLayoutFollowUpScheduled = true
    g_idle_add_full(
      Int32(G_PRIORITY_HIGH_IDLE),
      { data in
        guard let data else { return 0 }
        let view = Unmanaged<BottomSheetView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
          view.isLayoutFollowUpScheduled = false
          view.sizeViewport()
          if view.isScrollOffsetPending {
            view.isScrollOffsetPending = false
            view.writeScrollOffset()
          }
        }
        return 0
      }, Unmanaged.passRetained(self).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<BottomSheetView>.fromOpaque(data).release()
      })
  }

  /// The first allocation: replaces the placeholder state with one laid out in the real
  /// container, with the measured header and content, keeping presentation, Reduce Motion,
  /// keyboard and any detent moved to before now, and reports its diagnostics.
  private func adopt(
    _ container: SheetContainer, headerHeight: Double, contentHeight: Double?, footerHeight: Double
  ) {
    laidOutContainer = container
    reportedHeaderHeight = headerHeight
    reportedContentHeight = contentHeight
    reportedFooterHeight = footerHeight
    var configuration = initialConfiguration
    configuration.reduceMotion = state.configuration.reduceMotion
    configuration.backdrop = state.configuration.backdrop
    if state.detent != placeholderDetent, state.detent != hiddenDetentID {
      configuration.initialDetent = state.detent
    }
    let keyboard = state.keyboardHeight
    let presented = state.isPresented
    let time = now
    session.records = recordsSession
    // A snapshot restored before this first real container starts the sheet where it was.
    let snapshot = restoredSnapshot
    restoredSnapshot = nil
    session.restart(
      configuration: configuration, container: container, presented: presented, restoring: snapshot,
      headerHeight: headerHeight, contentHeight: contentHeight ?? 0, footerHeight: footerHeight, time: time)
    if let snapshot {
      isScrollOffsetPending = true
      restoredScrollOffset = SheetAwaitedScrollOffset(restoring: snapshot, into: state)
    }
    updatePlan()
    // Not a frame: the sheet was never drawn at the placeholder's height.
    for message in state.initialDiagnostics {
      onEvent?(.diagnostic(message), state.time)
    }
    if keyboard > 0 { send(.keyboard(height: keyboard)) }
    updateContentFocus()
    updateAccessibility()
    updateTicking()
    backdropDidChange()
  }
}
