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

constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

void Rng::reseed(std::uint64_t seed)
{
    for (auto& word : s)
        word = splitMix64(seed);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t n)
{
    auto x = static_cast<std::uint32_t>(next() >> 32);
    std::uint64_t m = std::uint64_t {x} * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
        const std::uint32_t threshold = (0u - n) % n;
        while (low < threshold) {
            x = static_cast<std::uint32_t>(next() >> 32);
            m = std::uint64_t {x} * n;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

} // namespace games::core
