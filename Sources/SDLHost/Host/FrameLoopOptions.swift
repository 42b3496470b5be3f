/// How a host runs.
package struct FrameLoopOptions {
    /// Input to replay; the run ends at its `quit`, or once it is played out and nothing moves.
    package var script: Script?
    /// Writes every presented frame as `frame-00001.png`, … into this directory.
    package var framesDirectory: String?
    /// Shows the HUD from the start (H toggles it).
    package var showsHUD = false
    /// The font for the HUD; no HUD without one.
    package var fontPath: String?
    /// Prints frame statistics at exit.
    package var verbose = false
    /// Writes the frame statistics (`FrameStatistics.Summary`) as JSON into this file at exit.
    package var statisticsPath: String?

    package init() {}
}
