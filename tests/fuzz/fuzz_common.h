// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every fuzz target shares: the games, and a check that stops the run with the broken property (libFuzzer
// keeps the input that made it; the replay driver names the file).

#include "builtin_registry.h"
#include "core/registry.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace nobox::fuzz {

inline const games::core::Registry& registry()
{
    return nobox_test::builtinRegistry();
}

[[noreturn]] inline void fail(const std::string& what)
{
    std::fprintf(stderr, "fuzz: property broken: %s\n", what.c_str());
    std::abort();
}

inline void check(bool condition, const std::string& what)
{
    if (!condition)
        fail(what);
}

/// Reads bytes off the front of the input: what the targets turn into choices.
class Bytes {
public:
    Bytes(const unsigned char* data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {
    }
    bool empty() const { return m_at >= m_size; }
    std::size_t left() const { return m_size - m_at; }
    unsigned char byte() { return m_at < m_size ? m_data[m_at++] : 0; }
    std::uint64_t u64()
    {
        std::uint64_t value = 0;
        for (int i = 0; i < 8; ++i)
            value = (value << 8) | byte();
        return value;
    }
    /// The rest as text.
    std::string rest()
    {
        std::string text(reinterpret_cast<const char*>(m_data + m_at), m_size - m_at);
        m_at = m_size;
        return text;
    }

private:
    const unsigned char* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

} // namespace nobox::fuzz
