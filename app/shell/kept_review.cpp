// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/kept_review.h"

#include "app_info.h"

#include "ai/review_json.h"

#include <QCryptographicHash>

namespace nobox {

ReviewKey reviewKeyOf(
    const games::core::Game& game, const games::core::Record& record, const games::ai::ReviewOptions& options)
{
    ReviewKey key;
    const std::string canonical = games::core::toJson(record).dump(); // keys sorted: one text per record
    key.record = QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(canonical), QCryptographicHash::Sha256).toHex());
    key.game = QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size()));
    key.agent = QString::fromStdString(options.agent);
    key.seed = options.seed;
    key.format = games::ai::kReviewFormatVersion;
    key.engine = QStringLiteral("NoBox %1, rules %2").arg(QLatin1String(info::kVersion)).arg(game.version());
    return key;
}

std::optional<games::ai::Review> keptReviewOf(const History& history, const games::core::Registry& registry,
    const games::core::Record& record, const ReviewKey& key)
{
    const auto text = history.keptReview(key);
    const games::core::Game* game = registry.find(record.game);
    if (!text || !game)
        return std::nullopt;
    auto review = games::ai::reviewFromText(*game, text->toStdString());
    // Kept under this key, but made with other settings, of fewer seats than all (the app reviews every seat)
    // or for another record: not this review.
    if (!review || review->agent != key.agent.toStdString() || review->seed != key.seed
        || static_cast<int>(review->reviewedSeats.size()) != review->seats
        || games::ai::reviewFitsRecord(registry, record, *review))
        return std::nullopt;
    return review;
}

bool keepReview(History& history, const games::core::Game& game, const ReviewKey& key, const games::ai::Review& review)
{
    return history.keepReview(key, QString::fromStdString(games::ai::reviewToJson(game, review).dump()));
}

} // namespace nobox
