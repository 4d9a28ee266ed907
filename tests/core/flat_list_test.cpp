// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/flat_list.h"
#include "core/move.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>
#include <vector>

using namespace games::core;

namespace {

Move moveOf(std::uint8_t kind, std::uint8_t a = 0)
{
    Move move;
    move.kind = kind;
    move.a = a;
    return move;
}

std::vector<Move> asVector(const MoveList& list)
{
    return {list.begin(), list.end()};
}

} // namespace

TEST(FlatList, AppendsGrowWithoutLosingItems)
{
    MoveList list;
    std::vector<Move> expected;
    for (int i = 0; i < 1000; ++i) {
        list.push_back(moveOf(1, static_cast<std::uint8_t>(i)));
        expected.push_back(moveOf(1, static_cast<std::uint8_t>(i)));
    }
    EXPECT_EQ(list.size(), 1000U);
    EXPECT_GE(list.capacity(), list.size());
    EXPECT_EQ(asVector(list), expected);
    EXPECT_EQ(list.back(), moveOf(1, static_cast<std::uint8_t>(999)));
}

TEST(FlatList, AppendingAnItemOfTheListItselfWhileItGrows)
{
    MoveList list;
    list.push_back(moveOf(7, 42));
    while (list.size() < 100)
        list.push_back(list.front()); // the item lives in the storage the growth replaces
    for (const Move& move : list)
        EXPECT_EQ(move, moveOf(7, 42));
}

TEST(FlatList, CopiesAreIndependentAndMovesEmptyTheSource)
{
    MoveList original {moveOf(1), moveOf(2), moveOf(3)};
    MoveList copy = original;
    copy.push_back(moveOf(4));
    EXPECT_EQ(original.size(), 3U);
    EXPECT_EQ(copy.size(), 4U);
    EXPECT_NE(original, copy);

    MoveList moved = std::move(copy);
    EXPECT_EQ(moved.size(), 4U);
    EXPECT_TRUE(copy.empty()); // NOLINT(bugprone-use-after-move): a moved-from list is empty and usable
    copy.push_back(moveOf(9));
    EXPECT_EQ(copy.size(), 1U);

    original = moved;
    EXPECT_EQ(original, moved);
    const MoveList& same = original;
    original = same; // assigning a list to itself keeps its items
    EXPECT_EQ(original, moved);
}

TEST(FlatList, OverwriteReplacesTheItemsAndGrowsWhenItMust)
{
    MoveList list; // no storage yet: overwrite takes its growth path
    list.overwrite(3, [](Move* out) {
        out[0] = moveOf(1);
        out[1] = moveOf(2);
        return std::size_t {2};
    });
    EXPECT_EQ(asVector(list), (std::vector<Move> {moveOf(1), moveOf(2)}));
    EXPECT_GE(list.capacity(), 3U);

    list.overwrite(3, [](Move* out) {
        out[0] = moveOf(5);
        return std::size_t {1};
    });
    EXPECT_EQ(asVector(list), std::vector<Move> {moveOf(5)});
}

TEST(FlatList, RoomMadeForMoreTakesThatManyUncheckedAppends)
{
    FlatList<std::uint32_t> list;
    for (int round = 0; round < 50; ++round) {
        list.reserveMore(5);
        EXPECT_TRUE(list.hasRoomForMore(5));
        const std::size_t capacity = list.capacity();
        for (std::uint32_t i = 0; i < 5; ++i)
            list.pushBackIntoRoom(i);
        EXPECT_EQ(list.capacity(), capacity);
    }
    EXPECT_EQ(list.size(), 250U);
    EXPECT_EQ(list[249], 4U);
}

TEST(FlatList, ClearKeepsTheStorage)
{
    MoveList list;
    list.reserve(40);
    const Move* storage = list.data();
    for (int i = 0; i < 40; ++i)
        list.push_back(moveOf(2));
    list.clear();
    EXPECT_TRUE(list.empty());
    EXPECT_EQ(list.data(), storage);
    EXPECT_GE(list.capacity(), 40U);
}
