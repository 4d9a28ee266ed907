// SPDX-License-Identifier: GPL-3.0-or-later
// Record loading: any bytes as a record file. Reading never crashes; a record that reads writes back to one that
// reads the same; one that replays gives a match whose own record replays to the same state.
#include "fuzz_common.h"

#include "core/debug.h"
#include "core/record.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace games::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Record record;
    if (Error error = parseRecordText(text, record)) {
        nobox::fuzz::check(!error.code.empty() && error.code.substr(0, 7) == "record.", "a record error's code");
        return 0;
    }
    // Written back and read again: the same record.
    const auto written = toJson(record);
    Record again;
    const Error reread = parseRecordText(written.dump(), again);
    nobox::fuzz::check(!reread, "a record read does not read back: " + std::string(reread.code) + " " + reread.detail);
    nobox::fuzz::check(toJson(again) == written, "a record read back differs");

    // At most a few hundred moves: a long list of moves only repeats the work.
    if (record.moves.size() > 400)
        record.moves.resize(400);
    const auto replayed = replay(nobox::fuzz::registry(), record);
    if (!replayed.match)
        return 0;
    nobox::fuzz::check(replayed.error.ok() == (replayed.failedMove < 0), "a failed move without its index");
    const auto again2 = replay(nobox::fuzz::registry(), recordOf(*replayed.match));
    nobox::fuzz::check(again2.match && again2.error.ok(), "the record of a replayed match does not replay");
    nobox::fuzz::check(
        stateJson(*again2.match) == stateJson(*replayed.match), "the record of a replayed match replays elsewhere");
    return 0;
}
