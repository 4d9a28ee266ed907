// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace games::core {

class DebugKey;

/// The engine's only source of chance: xoshiro256** seeded through SplitMix64, with our own unbiased
/// `below()` and Fisher-Yates `shuffle()`. Frozen: records replay from seed + moves, so changing any of this
/// changes every seeded game ever saved (tests/core/rng_test.cpp pins the output with test vectors).
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    /// Inline: every shuffle and every random playout calls these.
    std::uint64_t next()
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

    /// Uniform in [0, n); n must be > 0. Lemire's multiply-and-reject on the upper 32 bits.
    std::uint32_t below(std::uint32_t n)
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

    /// Fisher-Yates from the back: for i = n-1 .. 1 swap a[i] with a[below(i+1)].
    template <typename T> void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;

private:
    friend class DebugKey; // the raw state is the future of every shuffle: core/debug.h only
    std::uint64_t s[4] {};

    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
};

} // namespace games::core
