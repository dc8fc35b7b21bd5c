#if os(macOS) || os(Linux)
  import SwiftUI
  import SwiftUIBottomSheet

  /// The wallet flow in a fitted tray: options, the recovery phrase, the confirmation, done. The tray
  /// follows its content's height from one step to the next on the core's spring.
  @available(macOS 14, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  struct MacWalletPage: View {
    private enum Step { case options, phrase, confirm, done }

    private static let words = [
      "copper", "lantern", "meadow", "pilot", "raven", "saddle", "thistle", "tundra", "glacier", "falcon",
      "prairie", "cobalt",
    ]

    @State private var showsTray = false
    @State private var step = Step.options
    @State private var hasWallet = true
    @State private var hidesSmallBalances = false

    var body: some View {
      VStack(spacing: 14) {
        Image(systemName: "wallet.pass.fill").font(.system(size: 52)).foregroundStyle(.tint)
        Text(hasWallet ? "Main Wallet" : "No wallet").font(.title2.bold())
        Button(hasWallet ? "Manage Wallet" : "Add Wallet") {
          if hasWallet {
            step = .options
            showsTray = true
          } else {
            hasWallet = true
          }
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .fittedTray(isPresented: $showsTray) {
        VStack(alignment: .leading, spacing: 16) {
          switch step {
          case .options: options
          case .phrase: phrase
          case .confirm: confirm
          case .done: done
          }
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }

    private var options: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Manage Wallet").font(.title3.bold())
        row("Show Recovery Phrase", symbol: "key.fill") { step = .phrase }
        Toggle("Hide Small Balances", isOn: $hidesSmallBalances)
        row("Remove Wallet", symbol: "trash.fill") { step = .confirm }
          .foregroundStyle(.red)
      }
    }

    private var phrase: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Recovery Phrase").font(.title3.bold())
        Text("Write the twelve words down in this order and keep them offline.")
          .font(.subheadline)
          .foregroundStyle(.secondary)
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: 3), spacing: 8) {
          ForEach(Array(Self.words.enumerated()), id: \.offset) { index, word in
            Text("\(index + 1). \(word)")
              .font(.callout.monospaced())
              .frame(maxWidth: .infinity)
              .padding(.vertical, 10)
              .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
          }
        }
        Button("Back") { step = .options }
      }
    }

    private var confirm: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Remove \u{201C}Main Wallet\u{201D}?").font(.title3.bold())
        Text("It can only be restored with its twelve-word recovery phrase.")
          .font(.subheadline)
          .foregroundStyle(.secondary)
        HStack {
          Button("Keep") { step = .options }
          Button("Remove", role: .destructive) {
            hasWallet = false
            step = .done
          }
          .buttonStyle(.borderedProminent)
        }
      }
    }

    private var done: some View {
      VStack(alignment: .leading, spacing: 12) {
        Label("The wallet was removed", systemImage: "checkmark.circle.fill")
          .font(.title3.bold())
          .foregroundStyle(.green)
        Button("Done") { showsTray = false }
          .buttonStyle(.borderedProminent)
      }
    }

    private func row(_ title: String, symbol: String, action: @escaping () -> Void) -> some View {
      Button(action: action) {
        Label(title, systemImage: symbol)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.vertical, 10)
          .padding(.horizontal, 12)
          .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
      }
      .buttonStyle(.plain)
    }
  }
#endif
