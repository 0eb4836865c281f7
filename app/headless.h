#pragma once

namespace Atlas {

struct AppOptions;
class MainWindow;

// The headless exports of the command line, in order: the screenshot of a view, the PDF
// report, the matrix CSV, the comparison CSV. Errors go to stderr (nobody is there to click a
// message box away). Returns the exit code: 0, 1 when an export failed, 2 when the scenario
// cannot be read.
int runHeadless(const AppOptions &options, MainWindow &window);

} // namespace Atlas
