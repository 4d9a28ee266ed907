// SPDX-License-Identifier: GPL-3.0-or-later
// Record files: reading them (the system's reason when a file cannot be read), and writing them safely.
#include "commands.h"
#include "messages.h"
#include "utf8_args.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <system_error>

namespace nobox::cli {

namespace {
struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

/// Opens a file named in UTF-8 (utf8_args.h): by its wide name on Windows, where fopen takes the ANSI code page.
File open(const std::filesystem::path& path, bool forWriting)
{
#ifdef _WIN32
    return File(_wfopen(path.c_str(), forWriting ? L"wb" : L"rb"));
#else
    return File(std::fopen(path.c_str(), forWriting ? "wb" : "rb"));
#endif
}
} // namespace

bool readTextFile(const std::string& path, std::size_t limit, std::string& content, std::string& problem)
{
    errno = 0;
    File file = open(pathFromUtf8(path), false);
    if (!file) {
        problem = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    // One byte past the limit is enough to know the file is too large.
    content.clear();
    char chunk[65536];
    while (content.size() <= limit) {
        const std::size_t got = std::fread(chunk, 1, sizeof chunk, file.get());
        content.append(chunk, got);
        if (got < sizeof chunk)
            break;
    }
    if (std::ferror(file.get())) {
        problem = "cannot read " + path + ": " + std::strerror(errno);
        return false;
    }
    return true;
}

bool writeFileAtomically(const std::string& path, const std::string& content, std::string& problem)
{
    const std::filesystem::path target = pathFromUtf8(path);
    std::filesystem::path temporary = target;
    temporary += ".part";
    std::error_code ignored;
    errno = 0;
    File file = open(temporary, true);
    if (!file) {
        problem = "cannot write " + path + ": " + std::strerror(errno);
        return false;
    }
    const bool written = std::fwrite(content.data(), 1, content.size(), file.get()) == content.size();
    const int writeErrno = errno;
    const bool closed = std::fclose(file.release()) == 0;
    if (!written || !closed) {
        problem = "cannot write " + path + ": " + std::strerror(written ? errno : writeErrno);
        std::filesystem::remove(temporary, ignored);
        return false;
    }
    // std::filesystem::rename replaces an existing file on Windows too (MoveFileExW), where std::rename fails.
    std::error_code renamed;
    std::filesystem::rename(temporary, target, renamed);
    if (renamed) {
        problem = "cannot replace " + path + ": " + renamed.message();
        std::filesystem::remove(temporary, ignored);
        return false;
    }
    return true;
}

int loadRecord(const Context& ctx, const std::string& path, games::core::Record& record, games::core::Replay& replay,
    std::optional<std::size_t> upTo)
{
    std::string content, problem;
    if (!readTextFile(path, games::core::kMaxRecordBytes, content, problem))
        return ctx.fail(problem);
    const std::string prefix = path + ": ";
    if (auto error = games::core::parseRecordText(content, record))
        return ctx.fail(error, prefix);
    if (upTo && *upTo > record.moves.size())
        return ctx.fail("--at " + std::to_string(*upTo) + " is past the end of " + path + ", which has "
            + std::to_string(record.moves.size()) + (record.moves.size() == 1 ? " move" : " moves"));
    replay = games::core::replay(ctx.registry, record, upTo);
    if (!replay.match) {
        std::string advice;
        if (replay.error.code == "core.bad-option-value")
            if (const auto* game = ctx.registry.find(record.game))
                advice = optionAdvice(*game, replay.error, games::core::OptionSource::Record);
        return ctx.fail(replay.error, prefix, advice);
    }
    if (replay.error) {
        const auto index = static_cast<std::size_t>(replay.failedMove);
        return ctx.fail(replay.error,
            prefix + "move " + std::to_string(index) + " (\"" + shownInput(record.moves[index]) + "\"): ");
    }
    return kExitOk;
}

} // namespace nobox::cli
