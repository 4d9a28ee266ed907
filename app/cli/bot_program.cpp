// SPDX-License-Identifier: GPL-3.0-or-later
// Before any game starts: does the program a bot command names exist, and may it be run?
#include "external_agent.h"

#include <array>
#include <cstdlib>
#include <string_view>

#ifndef _WIN32
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace nobox::cli {

#ifndef _WIN32

namespace {
enum class Found { Yes, NotExecutable, No };

Found probe(const std::string& path)
{
    struct stat info { };
    if (stat(path.c_str(), &info) != 0)
        return Found::No;
    if (!S_ISREG(info.st_mode) || access(path.c_str(), X_OK) != 0)
        return Found::NotExecutable;
    return Found::Yes;
}

/// Words the shell itself understands: what follows them is not checked here (the shell reports it at run time).
bool isShellWord(std::string_view word)
{
    static constexpr std::array<std::string_view, 20> kWords {".", ":", "!", "{", "builtin", "case", "cd", "command",
        "eval", "exec", "export", "for", "if", "set", "source", "time", "trap", "ulimit", "umask", "while"};
    for (auto known : kWords)
        if (word == known)
            return true;
    return false;
}
} // namespace

games::core::Error checkBotProgram(const std::string& command)
{
    const auto start = command.find_first_not_of(" \t");
    if (start == std::string::npos)
        return {};
    const auto end = command.find_first_of(" \t\n", start);
    const std::string word = command.substr(start, end == std::string::npos ? std::string::npos : end - start);
    // Quotes, variables, globs, redirections and assignments need the shell to read them.
    if (word.find_first_of("\"'`$\\*?[]{}()<>|&;=~#") != std::string::npos || isShellWord(word))
        return {};

    Found found = Found::No;
    if (word.find('/') != std::string::npos) {
        found = probe(word);
    } else {
        const char* pathVariable = std::getenv("PATH");
        const std::string path = pathVariable ? pathVariable : "/usr/local/bin:/usr/bin:/bin";
        std::size_t from = 0;
        while (found != Found::Yes) {
            const auto colon = path.find(':', from);
            const std::string directory
                = path.substr(from, colon == std::string::npos ? std::string::npos : colon - from);
            // An empty PATH entry means the current directory.
            const Found here = probe((directory.empty() ? std::string(".") : directory) + "/" + word);
            if (here == Found::Yes || (here == Found::NotExecutable && found == Found::No))
                found = here;
            if (colon == std::string::npos)
                break;
            from = colon + 1;
        }
    }
    if (found == Found::No)
        return games::core::Error::withDetail("cli.bot-not-found", command);
    if (found == Found::NotExecutable)
        return games::core::Error::withDetail("cli.bot-not-executable", command);
    return {};
}

#else

// No fork/exec and POSIX pipes on Windows (yet): any bot command is refused before a game starts, with the clear
// message of ai.bot-unsupported, rather than failing at its first move.
games::core::Error checkBotProgram(const std::string&)
{
    return games::core::Error::make("ai.bot-unsupported");
}

#endif

} // namespace nobox::cli
