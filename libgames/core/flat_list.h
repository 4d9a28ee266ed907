// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A growable list of small plain values (moves, log events), for the lists a playout appends to on every decision.
// Why not std::vector: its growth path is inlined into every function that appends, and the registers that path
// needs are saved and restored on each call although a reserved list never grows. Here an append is one pointer
// test and a copy; growing is a separate out-of-line call (docs/performance.md, "Seventh pass").

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace games::core {

template <class T> class FlatList {
    static_assert(
        std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>, "FlatList copies its items as bytes");
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "FlatList allocates with plain operator new");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using pointer = T*;
    using const_pointer = const T*;
    using iterator = T*;
    using const_iterator = const T*;

    FlatList() = default;
    FlatList(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
    template <std::input_iterator It> FlatList(It first, It last) { assign(first, last); }
    FlatList(const FlatList& other) { assign(other.begin(), other.end()); }
    FlatList(FlatList&& other) noexcept { swap(other); }
    FlatList& operator=(const FlatList& other)
    {
        if (this != &other)
            assign(other.begin(), other.end());
        return *this;
    }
    FlatList& operator=(FlatList&& other) noexcept
    {
        FlatList taken(std::move(other));
        swap(taken);
        return *this;
    }
    ~FlatList() { release(); }

    void swap(FlatList& other) noexcept
    {
        std::swap(m_begin, other.m_begin);
        std::swap(m_end, other.m_end);
        std::swap(m_capacity, other.m_capacity);
    }

    T* begin() { return m_begin; }
    T* end() { return m_end; }
    const T* begin() const { return m_begin; }
    const T* end() const { return m_end; }
    const T* cbegin() const { return m_begin; }
    const T* cend() const { return m_end; }
    T* data() { return m_begin; }
    const T* data() const { return m_begin; }

    bool empty() const { return m_begin == m_end; }
    std::size_t size() const { return static_cast<std::size_t>(m_end - m_begin); }
    std::size_t capacity() const { return static_cast<std::size_t>(m_capacity - m_begin); }

    T& operator[](std::size_t index) { return m_begin[index]; }
    const T& operator[](std::size_t index) const { return m_begin[index]; }
    T& front() { return *m_begin; }
    const T& front() const { return *m_begin; }
    T& back() { return m_end[-1]; }
    const T& back() const { return m_end[-1]; }

    void clear() { m_end = m_begin; }
    void reserve(std::size_t items)
    {
        if (!hasRoomFor(items)) [[unlikely]]
            reallocate(items);
    }
    /// Clears the list and lets `write(T* items)` write up to `room` items in place, returning how many it wrote:
    /// one room test for a whole short list (std::string::resize_and_overwrite in C++23 does the same).
    template <class Writer> void overwrite(std::size_t room, Writer write)
    {
        if (!hasRoomFor(room)) [[unlikely]]
            return growAndOverwrite(room, write);
        m_end = m_begin + write(m_begin);
    }
    /// Whether `items` more fit without growing.
    bool hasRoomForMore(std::size_t items) const { return bytesBetween(m_end, m_capacity) >= items * sizeof(T); }
    /// Room for `items` more, growing at least geometrically.
    void reserveMore(std::size_t items)
    {
        if (!hasRoomForMore(items)) [[unlikely]]
            reallocate(std::max(size() + items, 2 * capacity()));
    }
    /// Appends into room the caller made sure of (hasRoomForMore): no room test and no growth path, so that a
    /// caller on a hot path keeps no registers free for a call it never makes.
    void pushBackIntoRoom(const T& item)
    {
        assert(m_end != m_capacity);
        std::construct_at(m_end++, item);
    }

    void push_back(const T& item)
    {
        if (m_end == m_capacity) [[unlikely]]
            return growAndAppend(item);
        std::construct_at(m_end++, item);
    }

    template <std::input_iterator It> void assign(It first, It last)
    {
        clear();
        if constexpr (std::forward_iterator<It>)
            reserve(static_cast<std::size_t>(std::distance(first, last)));
        for (; first != last; ++first)
            push_back(*first);
    }
    // std::equal, not std::ranges::equal: libc++ 14 has no ranges algorithms.
    friend bool operator==(const FlatList& a, const FlatList& b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    /// Out of line, so that the callers of push_back keep no registers for it.
    [[gnu::noinline]] void growAndAppend(T item)
    {
        reallocate(std::max<std::size_t>(8, 2 * capacity()));
        std::construct_at(m_end++, item);
    }
    /// A tail call out of line: the caller's fast path then needs no register kept across a call.
    template <class Writer> [[gnu::noinline]] void growAndOverwrite(std::size_t room, Writer write)
    {
        clear();
        reallocate(room);
        m_end = m_begin + write(m_begin);
    }
    /// Out of line as well: inlined, its registers would be saved on every call of the function that reserves.
    [[gnu::noinline]] void reallocate(std::size_t items)
    {
        T* const fresh = static_cast<T*>(::operator new(items * sizeof(T)));
        const std::size_t count = size();
        if (count != 0)
            std::memcpy(static_cast<void*>(fresh), m_begin, count * sizeof(T));
        release();
        m_begin = fresh;
        m_end = fresh + count;
        m_capacity = fresh + items;
    }
    bool hasRoomFor(std::size_t items) const { return bytesBetween(m_begin, m_capacity) >= items * sizeof(T); }
    /// Room is compared in bytes: a distance in items would divide by sizeof(T) on every test.
    static std::size_t bytesBetween(const T* from, const T* to)
    {
        return static_cast<std::size_t>(reinterpret_cast<const char*>(to) - reinterpret_cast<const char*>(from));
    }
    void release()
    {
        if (m_begin != nullptr)
            ::operator delete(m_begin);
    }

    T* m_begin = nullptr;
    T* m_end = nullptr;
    T* m_capacity = nullptr;
};

} // namespace games::core
