import BottomSheetCore

extension Scenario {
  /// The scenario as a JSON file in the scenario format (fields in a fixed order, one event per
  /// line), such that reading it back gives the same scenario. Used to save shrunk fuzz
  /// failures as regression cases and to write recordings.
  ///
  /// The file is built as a ``JSONValue`` (each event by `SheetInput`'s own JSON) and printed
  /// by one formatter. Every field is written, defaults included, except those a reader assumes
  /// without them: `topObstruction` where it is 0 in `container` and where it is the container
  /// before in a `resize`, and a touch's `x` where it has none.
  ///
  /// - Parameters:
  ///   - text: A `description` to add, or `nil`.
  ///   - expect: An `expect` block to add, already JSON, such as `{}`: written as given.
  /// - Returns: The file's text. Custom detents other than `SheetDetent.header` cannot be
  ///   written and are left out.
  public func jsonText(description text: String? = nil, expect: String? = nil) -> String {
    var fields: JSONFields = [:]
    if let text { fields["description"] = .string(text) }
    fields["container"] = .object(Self.fields(of: container, over: Self.defaultContainer))
    fields.append(contentsOf: Self.fields(of: configuration))
    fields["presented"] = .bool(presented)
    if let restore {
      var saved: JSONFields = [:]
      if let detent = restore.detent { saved["detent"] = .string(detent) }
      saved["isPresented"] = .bool(restore.isPresented)
      saved["scrollOffset"] = .number(restore.scrollOffset)
      fields["restore"] = .object(saved)
    }
    fields["header"] = .object(["height": .number(headerHeight)])
    var content: JSONFields = ["height": .number(contentHeight)]
    if !scrollRegions.isEmpty { content["regions"] = Self.json(scrollRegions) }
    fields["content"] = .object(content)
    if footerHeight != 0 { fields["footer"] = .object(["height": .number(footerHeight)]) }
    fields["frameRate"] = .number(frameRate)
    fields["until"] = .number(until)
    if let clockOrigin { fields["clockOrigin"] = .number(clockOrigin) }
    if !stack.isEmpty {
      fields["stack"] = .array(
        stack.map { sheet in
          var entry = Self.fields(of: sheet.configuration)
          entry["presented"] = .bool(sheet.presented)
          entry["header"] = .object(["height": .number(sheet.headerHeight)])
          entry["content"] = .object(["height": .number(sheet.contentHeight)])
          if sheet.footerHeight != 0 { entry["footer"] = .object(["height": .number(sheet.footerHeight)]) }
          return .object(entry)
        })
    }
    fields["events"] = .array([])
    return JSONValue.fileText(
      fields, listing: "events", items: writeEvents, verbatim: expect.map { [("expect", $0)] } ?? [])
  }

  /// Hands the events and ticks to `item` in file order (each tick after the inputs it follows),
  /// one value at a time.
  private func writeEvents(_ item: (JSONValue) -> Void) {
    var tick = 0
    var current = container
    for (index, timed) in events.enumerated() {
      while tick < ticks.count, ticks[tick].eventsBefore <= index {
        item(ticks[tick].json)
        tick += 1
      }
      var event: JSONFields = ["t": .number(timed.time)]
      event.append(contentsOf: timed.input.json(after: current))
      if let sheet = timed.sheet { event["sheet"] = .number(Double(sheet)) }
      item(.object(event))
      if case .resize(let resized) = timed.input { current = resized }
    }
    for rest in ticks[tick...] { item(rest.json) }
  }

  /// A configuration's fields, as ``configuration(_:diagnostics:)`` reads them: `detents`,
  /// `initial` when it has one, `dismissible`, `spring`, `snapping`, `rubberBand`, `keyboard`,
  /// `reduceMotion`, `detentSpace`, `touchSlop`, `style`, and `backdrop` and `accessibilityNames`
  /// when it has them.
  static func fields(of configuration: SheetConfiguration) -> JSONFields {
    var fields: JSONFields = ["detents": json(configuration.detents)]
    if let initial = configuration.initialDetent { fields["initial"] = .string(initial) }
    fields["dismissible"] = .bool(configuration.allowsDismissal)
    let spring = configuration.spring
    fields["spring"] = .object(["duration": .number(spring.duration), "bounce": .number(spring.bounce)])
    fields["snapping"] = .string(configuration.snapping.mode.rawValue)
    fields["rubberBand"] = .number(configuration.rubberBand.constant)
    fields["keyboard"] = .string(configuration.keyboardPolicy.rawValue)
    fields["reduceMotion"] = .bool(configuration.reduceMotion)
    fields["detentSpace"] = .string(configuration.detentSpace.rawValue)
    fields["touchSlop"] = .number(configuration.touchSlop)
    fields["style"] = json(configuration.style)
    if let backdrop = configuration.backdrop { fields["backdrop"] = json(backdrop) }
    fields.append(contentsOf: gestureFields(of: configuration))
    if configuration.scalesBackground { fields["scalesBackground"] = .bool(true) }
    if !configuration.accessibilityNames.isEmpty {
      fields["accessibilityNames"] = .object(JSONFields(configuration.accessibilityNames.mapValues(JSONValue.string)))
    }
    return fields
  }

  /// A container's fields: `height`, `width`, `safeArea`, `scale`, and `topObstruction` and
  /// `layoutDirection` when they differ from `base`'s (the values a reader takes when they are
  /// left out).
  static func fields(of container: SheetContainer, over base: SheetContainer) -> JSONFields {
    var fields: JSONFields = [
      "height": .number(container.height), "width": .number(container.width),
      "safeArea": .object(["top": .number(container.safeArea.top), "bottom": .number(container.safeArea.bottom)]),
      "scale": .number(container.scale),
    ]
    if container.topObstruction != base.topObstruction { fields["topObstruction"] = .number(container.topObstruction) }
    if container.layoutDirection != base.layoutDirection {
      fields["layoutDirection"] = .string(container.layoutDirection.rawValue)
    }
    return fields
  }

  /// A detent list: `[{"id", "fraction" | "points" | "fitted": true | "header": true | "maximum":
  /// true | "marker": name}]`; custom detents other than the header detent are left out.
  static func json(_ list: [SheetDetent]) -> JSONValue {
    .array(
      list.compactMap { detent -> JSONValue? in
        let id = JSONValue.string(detent.id)
        switch detent.kind {
        case .fraction(let value): return .object(["id": id, "fraction": .number(value)])
        case .points(let value): return .object(["id": id, "points": .number(value)])
        case .fitted: return .object(["id": id, "fitted": .bool(true)])
        case .maximum: return .object(["id": id, "maximum": .bool(true)])
        case .custom where detent.kind == SheetDetent.header.kind: return .object(["id": id, "header": .bool(true)])
        case .custom: return nil
        case .marker(let name): return .object(["id": id, "marker": .string(name)])
        }
      })
  }

  /// A card style: `kind` and the fields that kind uses, then `width` when it has a width policy.
  static func json(_ style: SheetCardStyle) -> JSONValue {
    var fields: JSONFields = ["kind": .string(style.kind.rawValue)]
    switch style.kind {
    case .morphing:
      fields["inset"] = .number(style.inset)
      fields["cornerRadius"] = .number(style.cornerRadius)
      fields["expandedCornerRadius"] = .number(style.expandedCornerRadius)
      fields["materialOpacity"] = .number(style.materialOpacity)
    case .floating:
      fields["inset"] = .number(style.inset)
      fields["cornerRadius"] = .number(style.cornerRadius)
      fields["materialOpacity"] = .number(style.materialOpacity)
    case .standard:
      fields["cornerRadius"] = .number(style.cornerRadius)
    }
    let width = style.widthPolicy
    if width.breakpoint.isFinite, width.maximumWidth.isFinite {
      fields["width"] = .object([
        "breakpoint": .number(width.breakpoint), "maximumWidth": .number(width.maximumWidth),
        "alignment": .string(width.alignment.rawValue),
      ])
    }
    return .object(fields)
  }

  /// A backdrop: `maximumDimming`, `maximumBlurRadius` and `undimmedThrough` when it has one.
  static func json(_ backdrop: BackdropStyle) -> JSONValue {
    var fields: JSONFields = [
      "maximumDimming": .number(backdrop.maximumDimming), "maximumBlurRadius": .number(backdrop.maximumBlurRadius),
    ]
    if let undimmed = backdrop.undimmedThrough { fields["undimmedThrough"] = .string(undimmed) }
    return .object(fields)
  }
}
