/// Everything that can go wrong between an app and SDL, with a message written for a person.
public nonisolated enum HostError: Error, Equatable, CustomStringConvertible {
    /// No window system could be reached.
    case noDisplay(reason: String)
    /// A picture file that is not there.
    case imageMissing(path: String)
    /// A picture file SDL_image could not decode.
    case imageUnreadable(path: String, reason: String)
    /// An SDL call failed; `what` says which step.
    case sdl(what: String, reason: String)
    /// A file (a screenshot, a frame, a plot) or a directory for them could not be written.
    case cannotWrite(path: String, reason: String)
    /// The application's state could not be written as JSON (a non-finite number, or a state
    /// that is not a keyed value).
    case cannotEncodeState(reason: String)

    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "no display available (\(reason)); run under xvfb-run, or set SDL_VIDEODRIVER=offscreen for a headless run"
        case .imageMissing(let path):
            return "image '\(path)' does not exist"
        case .imageUnreadable(let path, let reason):
            return "cannot load image '\(path)': \(reason)"
        case .sdl(let what, let reason):
            return "\(what) failed: \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .cannotEncodeState(let reason):
            return "cannot write the state line: \(reason)"
        }
    }
}
