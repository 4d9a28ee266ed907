// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rng.h"

namespace games::core {

namespace {
std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

void Rng::reseed(std::uint64_t seed)
{
    for (auto& word : s)
        word = splitMix64(seed);
}

} // namespace games::core
