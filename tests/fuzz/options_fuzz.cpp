// SPDX-License-Identifier: GPL-3.0-or-later
// Option parsing: the engine's one validator (resolveOptions, as a person types options and as a record holds
// them) and the CLI's command-line reader (Args). Lines "name=value" of any bytes: a resolved set holds every
// option of the game within its range, and its text form resolves to the same values; the same bytes as
// command-line words never crash Args, and a whole number it accepts is within its bounds.
#include "fuzz_common.h"

#include "args.h"
#include "core/game.h"
#include "core/options.h"

#include <cstdint>

namespace {
void resolveEach(const games::core::Game& game, const games::core::RawOptions& raw)
{
    using namespace games::core;
    for (const auto source : {OptionSource::Person, OptionSource::Record}) {
        Options options;
        if (Error error = resolveOptions(game.optionSpecs(), raw, options, source)) {
            nobox::fuzz::check(error.code == "core.unknown-option" || error.code == "core.bad-option-value",
                "an option error with code " + std::string(error.code));
            continue;
        }
        nobox::fuzz::check(options.values().size() == game.optionSpecs().size(), "an option missing or added");
        RawOptions text;
        for (const auto& spec : game.optionSpecs()) {
            const int value = options.get(spec.name);
            nobox::fuzz::check(value >= spec.min && value <= spec.max, spec.name + " out of its range");
            text[spec.name] = optionValueText(spec, value);
        }
        Options again;
        nobox::fuzz::check(!resolveOptions(game.optionSpecs(), text, again, OptionSource::Record),
            "an option set's text form does not resolve");
        nobox::fuzz::check(again == options, "an option set's text form resolves to other values");
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    games::core::RawOptions raw;
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string line = text.substr(start, end - start);
        words.push_back(line);
        if (const auto eq = line.find('='); eq != std::string::npos)
            raw[line.substr(0, eq)] = line.substr(eq + 1);
        start = end + 1;
    }
    for (const auto& game : nobox::fuzz::registry().games())
        resolveEach(*game, raw);

    nobox::cli::Args args;
    if (args.parse(words, {{"game", "players", "seed", "option"}, {"json"}, 1}))
        return 0;
    std::string problem;
    const auto players = args.integer("players", 1, 64, problem);
    nobox::fuzz::check(!players || (*players >= 1 && *players <= 64), "--players out of its bounds");
    nobox::fuzz::check(players || args.value("players") == std::nullopt || !problem.empty(), "a refusal unsaid");
    (void)args.integer("seed", 0, INT64_MAX, problem);
    for (const auto& option : args.values("option"))
        (void)nobox::cli::splitList(option);
    return 0;
}
