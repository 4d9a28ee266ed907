// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text from the command line and for file names is UTF-8 on every system. On Windows `argv` arrives in the ANSI
// code page, which loses what that page lacks (a Japanese file name on a German Windows): there the words are
// read from the wide command line instead, and file names become wide paths again when a file is opened.

#include <filesystem>
#include <string>
#include <vector>

namespace nobox::cli {

/// The arguments after the program's name, as UTF-8.
std::vector<std::string> utf8Arguments(int argc, char** argv);

/// A path from UTF-8 text: on Windows the wide name the system wants, elsewhere the same bytes.
std::filesystem::path pathFromUtf8(const std::string& text);

/// Makes a Windows console show UTF-8 output as text (a pipe gets the bytes as they are); nothing elsewhere.
void useUtf8Console();

} // namespace nobox::cli
