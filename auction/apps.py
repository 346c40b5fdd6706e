from django.apps import AppConfig


class AuctionConfig(AppConfig):
    name = "auction"

    def ready(self):
        from auction.pages import TABLE_OPTIONS
        from auction.rules import ENGINE
        from tabletop.core import kinds

        kinds.register(
            kinds.GameKind(
                name="auction",
                plural="auctions",
                label="Auction Magic table",
                engine=ENGINE,
                min_seats=2,
                max_seats=8,
                table_options=TABLE_OPTIONS,
            )
        )
