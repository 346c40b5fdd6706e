"""A VAPID key pair for Web Push (RFC 8292), as the settings read it: the private key as base64url
of its 32-byte scalar, the public key as base64url of the uncompressed P-256 point. Made once and
kept: a new pair orphans every phone's subscription (it names the old public key).

    python -m config.vapid   # prints VAPID_PRIVATE_KEY=... and VAPID_PUBLIC_KEY=..., for docker/.env
"""

import base64

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def new_private_key() -> str:
    return b64url(ec.generate_private_key(ec.SECP256R1()).private_numbers().private_value.to_bytes(32, "big"))


def public_key_of(private_key: str) -> str:
    scalar = int.from_bytes(base64.urlsafe_b64decode(private_key + "=" * (-len(private_key) % 4)), "big")
    point = ec.derive_private_key(scalar, ec.SECP256R1()).public_key()
    return b64url(point.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint))


if __name__ == "__main__":
    private = new_private_key()
    print(f"VAPID_PRIVATE_KEY={private}\nVAPID_PUBLIC_KEY={public_key_of(private)}")
