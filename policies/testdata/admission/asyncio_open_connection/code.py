import asyncio

async def main():
    reader, writer = await asyncio.open_connection('10.0.0.1', 80)
    loop = asyncio.get_running_loop()
    await loop.create_connection(lambda: None, '10.0.0.1', 80)

asyncio.run(main())
