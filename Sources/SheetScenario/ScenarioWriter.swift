import BottomSheetCore

extension Scenario {
  /// The scenario as a JSON file in the scenario format (fields in a fixed order, one event per
  /// line), such that reading it back gives the same scenario. Used to save shrunk fuzz
  /// failures as regression cases.
  ///
  /// - Parameters:
  ///   - text: A `description` to add, or `nil`.
  ///   - expect: An `expect` block to add, already JSON, such as `{}`.
  /// - Returns: The file's text. Custom detents other than `SheetDetent.header` cannot be
  ///   written and are left out.
  public func jsonText(description text: String? = nil, expect: String? = nil) -> String {
    let n = JSONLines.number
    let s = JSONLines.string
    var fields: [String] = []
    if let text { fields.append(#""description": \#(s(text))"#) }
    fields.append(#""container": \#(Self.container(container))"#)
    fields.append(#""detents": \#(Self.detents(configuration.detents))"#)
    if let initial = configuration.initialDetent { fields.append(#""initial": \#(s(initial))"#) }
    fields.append(#""presented": \#(presented)"#)
    fields.append(#""dismissible": \#(configuration.allowsDismissal)"#)
    fields.append(#""header": {"height": \#(n(headerHeight))}"#)
    fields.append(#""content": {"height": \#(n(contentHeight))}"#)
    fields.append(
      #""spring": {"duration": \#(n(configuration.spring.duration)), "bounce": \#(n(configuration.spring.bounce))}"#)
    fields.append(#""snapping": "\#(configuration.snapping.mode.rawValue)""#)
    fields.append(#""rubberBand": \#(n(configuration.rubberBand.constant))"#)
    fields.append(#""keyboard": "\#(configuration.keyboardPolicy.rawValue)""#)
    fields.append(#""reduceMotion": \#(configuration.reduceMotion)"#)
    fields.append(#""detentSpace": "\#(configuration.detentSpace.rawValue)""#)
    fields.append(#""touchSlop": \#(n(configuration.touchSlop))"#)
    fields.append(#""style": \#(Self.style(configuration.style))"#)
    if let backdrop {
      let undimmed = backdrop.undimmedThrough.map { #", "undimmedThrough": \#(s($0))"# } ?? ""
      fields.append(
        #""backdrop": {"maximumDimming": \#(n(backdrop.maximumDimming)), "maximumBlurRadius": \#(n(backdrop.maximumBlurRadius))\#(undimmed)}"#
      )
    }
    fields.append(#""frameRate": \#(n(frameRate))"#)
    fields.append(#""until": \#(n(until))"#)
    if let clockOrigin { fields.append(#""clockOrigin": \#(n(clockOrigin))"#) }
    var lines: [String] = []
    lines.reserveCapacity(self.events.count + ticks.count)
    var tick = 0
    for (index, timed) in self.events.enumerated() {
      while tick < ticks.count, ticks[tick].eventsBefore <= index {
        lines.append(#"    {"t": \#(n(ticks[tick].time)), "type": "tick"}"#)
        tick += 1
      }
      lines.append("    " + Self.event(timed))
    }
    for rest in ticks[tick...] { lines.append(#"    {"t": \#(n(rest.time)), "type": "tick"}"#) }
    let events = lines.joined(separator: ",\n")
    fields.append("\"events\": [\n\(events)\n  ]")
    if let expect { fields.append(#""expect": \#(expect)"#) }
    return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
  }

  static func container(_ c: SheetContainer) -> String {
    let n = JSONLines.number
    return
      #"{"height": \#(n(c.height)), "width": \#(n(c.width)), "safeArea": {"top": \#(n(c.safeArea.top)), "bottom": \#(n(c.safeArea.bottom))}, "scale": \#(n(c.scale))\#(topObstruction(c))}"#
  }

  /// `, "topObstruction": …` for a container with one, else nothing.
  static func topObstruction(_ c: SheetContainer) -> String {
    c.topObstruction == 0 ? "" : #", "topObstruction": \#(JSONLines.number(c.topObstruction))"#
  }

  static func detents(_ list: [SheetDetent]) -> String {
    let items = list.compactMap { detent -> String? in
      let id = JSONLines.string(detent.id)
      switch detent.kind {
      case .fraction(let value): return #"{"id": \#(id), "fraction": \#(JSONLines.number(value))}"#
      case .points(let value): return #"{"id": \#(id), "points": \#(JSONLines.number(value))}"#
      case .fitted: return #"{"id": \#(id), "fitted": true}"#
      case .maximum: return #"{"id": \#(id), "fraction": 1}"#
      case .custom where detent.kind == SheetDetent.header.kind: return #"{"id": \#(id), "header": true}"#
      case .custom: return nil
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  static func style(_ style: SheetCardStyle) -> String {
    let n = JSONLines.number
    var fields = [#""kind": "\#(style.kind.rawValue)""#]
    switch style.kind {
    case .morphing:
      fields += [
        #""inset": \#(n(style.inset))"#, #""cornerRadius": \#(n(style.cornerRadius))"#,
        #""expandedCornerRadius": \#(n(style.expandedCornerRadius))"#,
        #""materialOpacity": \#(n(style.materialOpacity))"#,
      ]
    case .floating:
      fields += [
        #""inset": \#(n(style.inset))"#, #""cornerRadius": \#(n(style.cornerRadius))"#,
        #""materialOpacity": \#(n(style.materialOpacity))"#,
      ]
    case .standard:
      fields += [#""cornerRadius": \#(n(style.cornerRadius))"#]
    }
    let width = style.widthPolicy
    if width.breakpoint.isFinite, width.maximumWidth.isFinite {
      fields.append(
        #""width": {"breakpoint": \#(n(width.breakpoint)), "maximumWidth": \#(n(width.maximumWidth)), "alignment": "\#(width.alignment.rawValue)"}"#
      )
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// `, "x": …` for a touch that has an x, else nothing.
  static func touchX(_ x: Double?) -> String {
    x.map { #", "x": \#(JSONLines.number($0))"# } ?? ""
  }

  static func event(_ timed: TimedInput) -> String {
    let n = JSONLines.number
    let t = #""t": \#(n(timed.time))"#
    switch timed.input {
    case .touchDown(let x, let y): return #"{\#(t), "type": "touchDown"\#(touchX(x)), "y": \#(n(y))}"#
    case .touchMove(let x, let y): return #"{\#(t), "type": "touchMove"\#(touchX(x)), "y": \#(n(y))}"#
    case .touchUp(let x, let y): return #"{\#(t), "type": "touchUp"\#(touchX(x)), "y": \#(n(y))}"#
    case .touchCancel: return #"{\#(t), "type": "touchCancel"}"#
    case .resize(let c):
      return
        #"{\#(t), "type": "resize", "height": \#(n(c.height)), "width": \#(n(c.width)), "safeArea": {"top": \#(n(c.safeArea.top)), "bottom": \#(n(c.safeArea.bottom))}, "scale": \#(n(c.scale)), "topObstruction": \#(n(c.topObstruction))}"#
    case .headerHeight(let h): return #"{\#(t), "type": "headerHeight", "height": \#(n(h))}"#
    case .contentHeight(let h): return #"{\#(t), "type": "contentHeight", "height": \#(n(h))}"#
    case .scroll(let offset): return #"{\#(t), "type": "scrollTo", "offset": \#(n(offset))}"#
    case .move(let id, let animated):
      return #"{\#(t), "type": "move", "detent": \#(JSONLines.string(id)), "animated": \#(animated)}"#
    case .present: return #"{\#(t), "type": "present"}"#
    case .dismiss: return #"{\#(t), "type": "dismiss"}"#
    case .setDetents(let list): return #"{\#(t), "type": "setDetents", "detents": \#(detents(list))}"#
    case .accessibilityIncrement: return #"{\#(t), "type": "accessibilityIncrement"}"#
    case .accessibilityDecrement: return #"{\#(t), "type": "accessibilityDecrement"}"#
    case .keyboard(let h): return #"{\#(t), "type": "keyboard", "height": \#(n(h))}"#
    case .reduceMotion(let on): return #"{\#(t), "type": "reduceMotion", "on": \#(on)}"#
    case .keyboardPolicy(let policy): return #"{\#(t), "type": "keyboardPolicy", "policy": "\#(policy.rawValue)"}"#
    case .wheel(let steps, let length):
      return #"{\#(t), "type": "wheel", "steps": \#(n(steps)), "stepLength": \#(n(length))}"#
    case .scrollGesture(let delta): return #"{\#(t), "type": "scrollGesture", "delta": \#(n(delta))}"#
    case .scrollGestureEnd: return #"{\#(t), "type": "scrollGestureEnd"}"#
    case .style(let style): return #"{\#(t), "type": "style", "style": \#(Self.style(style))}"#
    }
  }
}
