// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/options.h"

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
