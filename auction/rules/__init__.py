"""Auction Magic's pure rules engine: no Django here."""

from auction.rules.engine import AuctionEngine

ENGINE = AuctionEngine()

__all__ = ["ENGINE", "AuctionEngine"]
