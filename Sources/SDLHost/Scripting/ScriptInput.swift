import Glibc

/// Script playback in the frame loop: a frame's due commands become input, and its outputs
/// (state lines, screenshots, the end) are written once the frame is drawn.
extension FrameLoop {
    /// Plays the script's input due at `now`; returns the outputs to write after drawing.
    func playScript(at now: Double) -> [ScriptPlayer.Output] {
        guard let player else { return [] }
        let due = player.frame(at: now)
        for action in due.input { apply(action, at: now) }
        return due.outputs
    }

    /// Writes what the script asked of the frame just drawn, numbered `frame`, at clock `now`.
    func write(_ outputs: [ScriptPlayer.Output], at now: Double, frame: Int) throws(HostError) {
        for output in outputs {
            switch output {
            case .state:
                Self.writeLine(try application.stateLine(timeMilliseconds: (now * 1000 * 1e6).rounded() / 1e6, frame: frame))
            case .shot(let path):
                try window.snapshot().writePNG(to: path)
            case .quit:
                quitRequested = true
            }
        }
    }

    private func apply(_ action: Script.Action, at time: Double) {
        switch action {
        case .down(let p): deliver(pointer.mouse(.down, p, time: time))
        case .move(let p): deliver(pointer.mouse(.move, p, time: time))
        case .up(let p): deliver(pointer.mouse(.up, p, time: time))
        case .key(let key): handleKey(key)
        case .resize(let size): window.resize(to: size)
        case .set(let name, let value):
            // Checked against the tunables before the run began.
            if let tunable = try? Tunable.named(name, in: type(of: application).tunables) { application.set(tunable, to: value) }
        case .wheel(let x, let y):
            deliver(pointer.scroll(x: x, y: y, precise: true, flipped: false, at: pointer.mouseLocation, time: time))
        case .touch(let phase, let id, let location): deliver(pointer.touch(phase, id: id, at: location, time: time))
        case .drag, .click, .shot, .state, .quit: break  // the player expands or returns these
        }
    }
}
