// SPDX-License-Identifier: GPL-3.0-or-later
#include "builtin_registry.h"
#include "core/options.h"
#include "core/record.h"

#include <gtest/gtest.h>

using namespace games::core;

namespace {
const std::vector<OptionSpec> kSpecs {
    {"expansion", OptionSpec::Type::Bool, 0, 0, 1},
    {"rounds", OptionSpec::Type::Int, 3, 1, 9},
};
}

TEST(Options, DefaultsFilledIn)
{
    Options options;
    ASSERT_TRUE(resolveOptions(kSpecs, {}, options).ok());
    EXPECT_FALSE(options.flag("expansion"));
    EXPECT_EQ(options.get("rounds"), 3);
}

TEST(Options, ValuesParsed)
{
    Options options;
    ASSERT_TRUE(resolveOptions(kSpecs, {{"expansion", "true"}, {"rounds", "9"}}, options).ok());
    EXPECT_TRUE(options.flag("expansion"));
    EXPECT_EQ(options.get("rounds"), 9);
}

TEST(Options, UnknownAndBadValuesNamed)
{
    Options options;
    auto unknown = resolveOptions(kSpecs, {{"expanse", "true"}}, options);
    EXPECT_EQ(unknown.code, "core.unknown-option");
    EXPECT_EQ(unknown.detail, "expanse");
    auto bad = resolveOptions(kSpecs, {{"expansion", "maybe"}}, options);
    EXPECT_EQ(bad.code, "core.bad-option-value");
    EXPECT_EQ(bad.detail, "expansion=maybe");
    EXPECT_EQ(resolveOptions(kSpecs, {{"rounds", "10"}}, options).code, "core.bad-option-value");
    EXPECT_EQ(resolveOptions(kSpecs, {{"rounds", "2x"}}, options).code, "core.bad-option-value");
}

TEST(Options, ValueText)
{
    EXPECT_EQ(optionValueText(kSpecs[0], 1), "true");
    EXPECT_EQ(optionValueText(kSpecs[1], 4), "4");
}

TEST(Options, PeopleMayTypeBooleansSeveralWays)
{
    Options options;
    for (const char* yes : {"true", "yes", "on", "1"}) {
        ASSERT_TRUE(resolveOptions(kSpecs, {{"expansion", yes}}, options).ok()) << yes;
        EXPECT_TRUE(options.flag("expansion")) << yes;
    }
    for (const char* no : {"false", "no", "off", "0"}) {
        ASSERT_TRUE(resolveOptions(kSpecs, {{"expansion", no}}, options).ok()) << no;
        EXPECT_FALSE(options.flag("expansion")) << no;
    }
    EXPECT_EQ(resolveOptions(kSpecs, {{"expansion", "True"}}, options).code, "core.bad-option-value");
}

TEST(Options, RecordsHoldExactlyTheirJsonType)
{
    Options options;
    ASSERT_TRUE(resolveOptions(kSpecs, {{"expansion", "true"}, {"rounds", "4"}}, options, OptionSource::Record).ok());
    EXPECT_TRUE(options.flag("expansion"));
    EXPECT_EQ(options.get("rounds"), 4);
    // A record keeps each value's JSON text: 0, "yes" (quoted) and "true" (quoted) are not booleans.
    for (const char* text : {"0", "1", "\"yes\"", "\"true\"", "yes", "null"}) {
        auto error = resolveOptions(kSpecs, {{"expansion", text}}, options, OptionSource::Record);
        EXPECT_EQ(error.code, "core.bad-option-value") << text;
        EXPECT_EQ(error.detail, std::string("expansion=") + text);
    }
    for (const char* text : {"true", "\"4\"", "4.5", "10"})
        EXPECT_EQ(
            resolveOptions(kSpecs, {{"rounds", text}}, options, OptionSource::Record).code, "core.bad-option-value")
            << text;
}

namespace {
/// Replays a three-seat No Thanks! record whose "options" are `options`, with one move.
Replay replayWithOptions(const std::string& options)
{
    const Registry& registry = nobox_test::builtinRegistry();
    Record record;
    const std::string text
        = R"({"game": "no-thanks", "seats": 3, "seed": 5, "options": )" + options + R"(, "moves": ["refuse"]})";
    Replay result;
    if ((result.error = parseRecordText(text, record)))
        return result;
    return replay(registry, record);
}
} // namespace

TEST(Options, ARecordWithAWronglyTypedOptionIsRefusedBeforeAnyMove)
{
    auto yes = replayWithOptions(R"({"expansion": "yes"})");
    EXPECT_EQ(yes.error.code, "core.bad-option-value");
    EXPECT_EQ(yes.error.detail, "expansion=\"yes\"");
    EXPECT_EQ(yes.match, nullptr);

    auto zero = replayWithOptions(R"({"expansion": 0})");
    EXPECT_EQ(zero.error.code, "core.bad-option-value");
    EXPECT_EQ(zero.error.detail, "expansion=0");
    EXPECT_EQ(zero.match, nullptr);

    auto list = replayWithOptions(R"({"expansion": [true]})");
    EXPECT_EQ(list.error.code, "record.bad-field");
    EXPECT_EQ(list.error.detail, "options.expansion");

    auto fine = replayWithOptions(R"({"expansion": true, "open-counters": false})");
    ASSERT_TRUE(fine.error.ok()) << fine.error.code;
    EXPECT_TRUE(fine.match->options().flag("expansion"));
}

TEST(Options, RecordsWriteBooleansAsJsonBooleans)
{
    Record record;
    ASSERT_TRUE(parseRecordText(R"({"game": "no-thanks", "seats": 3, "seed": 5,
        "options": {"expansion": true, "open-counters": "yes"}})",
        record)
                    .ok());
    const auto json = toJson(record);
    EXPECT_EQ(json["options"]["expansion"], true);
    EXPECT_EQ(json["options"]["open-counters"], "yes"); // written back as it was read, still refused on replay
    EXPECT_EQ(json["seats"], 3);
}
